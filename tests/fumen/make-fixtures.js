#!/usr/bin/env node
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Writes tests/data/fumen-fixtures.txt: fumen strings made by the
// tetris-fumen npm package, with the first page's field as that package
// decodes it. test-fumen reads the file, so the test needs no network.
//
// Run it again after changing the cases:
//   cd "$(mktemp -d)" && npm install tetris-fumen
//   NODE_PATH=$PWD/node_modules node /path/to/tests/fumen/make-fixtures.js \
//     > /path/to/tests/data/fumen-fixtures.txt
//
// Each line: NAME <tab> MODE <tab> FUMEN <tab> FIELD <tab> GARBAGE [<tab> PIECE <tab> COMMENT]
//   MODE    "exact": a one-page fumen without piece or comment and with an
//           empty garbage row; encoding FIELD must give FUMEN exactly.
//           "decode": only the decoded first-page field must match.
//           "page N": the field of page N (from 1) must match, and the
//           line goes on with the page's PIECE ("T spawn 4 20", or "-")
//           and COMMENT (its text, "-" when empty; tabs and newlines never
//           occur in the cases).
//   FIELD   230 characters: rows 22 down to 0, ten cells each, "_" empty,
//           I L O Z T J S, X gray.
//   GARBAGE the 10 cells of the garbage row (ignored on input).

'use strict';

const { decoder, encoder, Field } = require('tetris-fumen');
const version = require('tetris-fumen/package.json').version;

// A small seeded generator (mulberry32), so the fixtures are reproducible.
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CELLS = '_ILOZTJSX';

function randomRows(random, height, density, palette) {
  const rows = [];
  for (let y = 0; y < height; y++) {
    let line = '';
    for (let x = 0; x < 10; x++)
      line += random() < density ? palette[Math.floor(random() * palette.length)] : '_';
    rows.push(line);
  }
  return rows.reverse().join('');   // top row first, as Field.create expects
}

function fieldString(field) {
  let out = '';
  for (let y = 22; y >= 0; y--)
    for (let x = 0; x < 10; x++)
      out += field.at(x, y);
  return out;
}

function garbageString(field) {
  let out = '';
  for (let x = 0; x < 10; x++)
    out += field.at(x, -1);
  return out;
}

const lines = [];

function add(name, mode, fumen) {
  const page = decoder.decode(fumen)[0];
  lines.push([name, mode, fumen, fieldString(page.field), garbageString(page.field)].join('\t'));
}

function addField(name, rows, garbage) {
  const field = Field.create(rows, garbage);
  add(name, garbage === undefined ? 'exact' : 'decode', encoder.encode([{ field }]));
}

const random = rng(20240607);

addField('empty', '');
addField('one-cell-bottom-right', '_'.repeat(9) + 'I');
addField('one-cell-top-right', '_'.repeat(9) + 'Z' + '_'.repeat(220));
addField('all-colours', 'ILOZTJSX__');
addField('full-bottom-row', 'XXXXXXXXXX');
// The T-spin triple slot of tests/test-srs.c and tests/test-play-cli.c.
addField('tst-setup',
         'XX________' +
         'X_________' +
         'X_XXXXXXXX' +
         'X__XXXXXXX' +
         'X_XXXXXXXX');
addField('full-23-rows', randomRows(random, 23, 1.0, CELLS.slice(1)));
addField('top-row-only', 'JJJJJJJJJJ' + '_'.repeat(220));

for (let i = 0; i < 40; i++) {
  const height = 1 + Math.floor(random() * 23);
  const density = [0.2, 0.5, 0.8, 0.95][i % 4];
  const palette = i % 3 === 0 ? 'X' : CELLS.slice(1);
  addField(`random-${i}`, randomRows(random, height, density, palette));
}

// Garbage rows are part of the string but not of the field we read.
addField('garbage-row', 'TTT_______', 'XXXXXXXXX_');
addField('garbage-row-only', '', 'X_XXXXXXXX');

// Later pages, pieces, comments and flags do not change the first field.
{
  const field = Field.create(randomRows(random, 6, 0.6, CELLS.slice(1)));
  add('with-comment', 'decode', encoder.encode([{ field, comment: 'Polyform fixture' }]));
  add('with-piece', 'decode', encoder.encode([
    { field, operation: { type: 'T', rotation: 'spawn', x: 4, y: 20 } },
  ]));
  add('three-pages', 'decode', encoder.encode([
    { field, operation: { type: 'I', rotation: 'left', x: 0, y: 20 }, comment: 'one' },
    { operation: { type: 'O', rotation: 'spawn', x: 8, y: 20 }, comment: 'two' },
    { comment: 'three' },
  ]));
  add('flags', 'decode', encoder.encode([
    { field, flags: { mirror: true, rise: true, lock: true } },
    { field: Field.create('LLLLLLLL__') },
  ]));
  add('quiz', 'decode', encoder.encode([{ field, comment: '#Q=[](T)IO' }]));
  add('repeated-empty-pages', 'decode', encoder.encode([{}, {}, {}, {}]));
  add('url', 'decode', 'https://harddrop.com/fumen/?' +
      encoder.encode([{ field: Field.create('SSS_ZZZ___') }]) + '&dummy=1');
}

// Later pages: each page's field is the one before with its piece locked,
// full rows cleared, and the garbage row risen or the field mirrored as
// flagged. One line per page.
function addPages(name, pages) {
  const fumen = encoder.encode(pages);
  decoder.decode(fumen).forEach((page, i) => {
    const op = page.operation;
    const piece = op ? `${op.type} ${op.rotation} ${op.x} ${op.y}` : '-';
    lines.push([name, `page ${i + 1}`, fumen, fieldString(page.field),
                garbageString(page.field), piece, page.comment || '-'].join('\t'));
  });
}

{
  const base = Field.create(
    'X_________' +
    'XX__XXXXXX' +
    'XXX_XXXXXX', 'XXXXX_XXXX');
  // The two-page fumen of the play --page test: a T locked, then a comment
  addPages('two-pages', [
    { field: base, operation: { type: 'T', rotation: 'reverse', x: 2, y: 1 }, comment: 'T first' },
    { comment: 'then this' },
  ]);
  addPages('clear-rise-mirror', [
    { field: base, operation: { type: 'I', rotation: 'left', x: 3, y: 1 } },
    { flags: { rise: true } },
    { flags: { mirror: true }, operation: { type: 'O', rotation: 'spawn', x: 0, y: 3 } },
    { operation: { type: 'S', rotation: 'right', x: 8, y: 4 }, flags: { lock: false } },
    { operation: { type: 'Z', rotation: 'left', x: 6, y: 3 }, comment: 'caf\u00e9 50% off' },
    {},
  ]);
  addPages('quiz-pages', [
    { field: base, comment: '#Q=[](T)IO', operation: { type: 'T', rotation: 'spawn', x: 5, y: 5 } },
    { operation: { type: 'I', rotation: 'spawn', x: 4, y: 8 } },
    {},
  ]);
  // Random pieces dropped anywhere over random fields
  const types = 'ILOZTJS';
  const rotations = ['spawn', 'right', 'reverse', 'left'];
  for (let n = 0; n < 4; n++) {
    const pages = [];
    for (let i = 0; i < 6; i++) {
      const page = {
        operation: {
          type: types[Math.floor(random() * 7)],
          rotation: rotations[Math.floor(random() * 4)],
          x: 2 + Math.floor(random() * 6),
          y: 2 + Math.floor(random() * 18),
        },
      };
      if (i === 0 || random() < 0.3)
        page.field = Field.create(randomRows(random, 1 + Math.floor(random() * 8), 0.85,
                                             CELLS.slice(1)));
      if (random() < 0.3)
        page.flags = { lock: random() < 0.5, mirror: random() < 0.3, rise: random() < 0.3 };
      pages.push(page);
    }
    addPages(`random-pages-${n}`, pages);
  }
  // Quizzes with hold: each page uses the current piece, swaps with the
  // held one, or stocks the current one to use the next; pieces the queue
  // does not allow, pages that do not lock, a piece-less page, a ";" that
  // starts another queue, and a comment of a later page.
  const quizPages = (comment, uses, extra = {}) => uses.map((type, i) => {
    const page = type === '-' ? {} : {
      operation: { type, rotation: 'spawn', x: 4, y: 20 - 3 * i },
    };
    if (i === 0)
      Object.assign(page, { field: base, comment });
    if (extra[i])
      Object.assign(page, extra[i]);
    return page;
  });
  addPages('quiz-hold-swap', quizPages('#Q=[S](T)IOZ', ['S', 'T', 'I', 'O', 'Z', '-']));
  addPages('quiz-hold-stock', quizPages('#Q=[](T)IOZJ', ['I', 'T', 'Z', 'O', 'J', '-']));
  addPages('quiz-hold-direct-empty', quizPages('#Q=[L]()JSZ', ['J', 'L', 'S', 'Z', '-']));
  addPages('quiz-hold-wrong-piece', quizPages('#Q=[O](T)IS', ['Z', 'T', 'O', 'S', '-']));
  addPages('quiz-hold-no-lock', quizPages('#Q=[I](T)LJ', ['T', 'L', 'I', 'J', '-'],
                                          { 1: { flags: { lock: false } } }));
  addPages('quiz-hold-empty-page', quizPages('#Q=[J](S)ZT', ['-', 'S', 'J', 'Z', 'T', '-']));
  addPages('quiz-hold-next-bag', quizPages('#Q=[T](I);OS', ['I', 'T', 'O', 'S', '-']));
  addPages('quiz-hold-ends', quizPages('#Q=[Z](L)', ['L', 'Z', '-', '-']));
  addPages('quiz-hold-new-comment', quizPages('#Q=[I](O)T', ['O', 'I', 'T', '-'],
                                              { 2: { comment: '#Q=[L](J)SZ' } }));
  addPages('quiz-hold-spaces', quizPages('#Q= [ T ] ( S ) Z I', ['T', 'Z', 'S', 'I', '-']));
  // Random queues (a generator of their own, so the cases above keep
  // theirs), each page using a piece the queue allows or not
  const quizRandom = rng(2718);
  for (let n = 0; n < 4; n++) {
    const letters = 'IJLOSTZ';
    const pick = () => letters[Math.floor(quizRandom() * 7)];
    let queue = '';
    for (let i = 0; i < 7; i++)
      queue += pick();
    const hold = quizRandom() < 0.5 ? pick() : '';
    const uses = [];
    for (let i = 0; i < 7; i++)
      uses.push(quizRandom() < 0.8 ? queue[Math.floor(quizRandom() * 3)] || pick() : pick());
    uses.push('-');
    addPages(`quiz-hold-random-${n}`, quizPages(`#Q=[${hold}](${queue[0]})${queue.slice(1)}`,
                                                uses));
  }
}

process.stdout.write(
  `# Generated by tests/fumen/make-fixtures.js with tetris-fumen ${version}; do not edit.\n` +
  lines.join('\n') + '\n');
