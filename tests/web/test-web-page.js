/* test-web-page.js: the exported pack page, played in headless Chromium
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   node test-web-page.js     (POLYFORM and PF_SOURCE_ROOT set, as meson does)
 *
 * Exports the example pack as a web page and drives it through
 * window.polyform (SPEC §8) and through mouse and key events: it loads with
 * the network off and asks for nothing but itself; every level is solved by
 * replaying the solver's solution (polyform solve --json); undo and restart;
 * the playtest log of a scripted session, which `polyform playtests` then
 * adds. TAP output; skipped when Chromium is not installed.
 */
"use strict";

const { execFileSync, spawnSync } = require ("child_process");
const fs = require ("fs");
const os = require ("os");
const path = require ("path");
const { findChromium, Browser } = require ("./chromium.js");

const polyform = process.env.POLYFORM;
const root = process.env.PF_SOURCE_ROOT;
const starter = path.join (root, "data", "examples", "starter.xml");
const tests = [];
const test = (name, run) => tests.push ({ name, run });

function assert (condition, message) {
  if (!condition)
    throw new Error (message);
}

function assertEqual (got, expected, what) {
  const a = JSON.stringify (got), b = JSON.stringify (expected);
  assert (a === b, `${what}: got ${a}, expected ${b}`);
}

/* Where the page draws triangle centroids: SPEC §2.1's geometry and the
 * studio's fit of the open floor to the canvas (pf_tri_view_fit()). */
function centroid (t) {
  const h = Math.sqrt (3) / 2, row = t >> 5, col = (t >> 1) & 15;
  const ox = col - row / 2, oy = row * h;
  return (t & 1) === 0 ? [ox, oy + 2 * h / 3] : [ox + 0.5, oy + h / 3];
}

function screenOf (level, rect, tris) {
  const h = Math.sqrt (3) / 2;
  let xmin = Infinity, xmax = -Infinity, rmin = 16, rmax = -1;

  for (let t = 0; t < 512; t++) {
    if (level.grid[t >> 5][t & 31] === "#")
      continue;
    const [cx] = centroid (t);
    xmin = Math.min (xmin, cx);
    xmax = Math.max (xmax, cx);
    rmin = Math.min (rmin, t >> 5);
    rmax = Math.max (rmax, t >> 5);
  }
  const scale = Math.min (rect.width / (xmax - xmin + 2),
                          rect.height / ((rmax - rmin + 1) * h + 1));
  const x0 = rect.width / 2 - ((xmin + xmax) / 2) * scale;
  const y0 = rect.height / 2 - ((rmin * h + (rmax + 1) * h) / 2) * scale;
  const n = tris.length;
  const mid = tris.map (centroid).reduce (([a, b], [x, y]) => [a + x / n, b + y / n], [0, 0]);
  return { x: rect.left + x0 + mid[0] * scale, y: rect.top + y0 + mid[1] * scale, scale };
}

const AXIS_VECTORS = { u: [1, 0], v: [-0.5, Math.sqrt (3) / 2], w: [0.5, Math.sqrt (3) / 2] };

let browser = null;
let pageUrl = null;
let pagePath = null;
let solutions = null;
let work = null;

async function openPage (options) {
  const page = await browser.newPage (options);
  page.loadMs = await page.open (pageUrl);
  return page;
}

test ("the page loads with the network off and asks for nothing but itself", async () => {
  const page = await openPage ();

  console.log (`# the page opened in ${page.loadMs.toFixed (0)} ms ` +
               "(navigation to window.polyform)");
  assertEqual (page.requests, [pageUrl], "requests");
  assertEqual (page.errors, [], "errors");
  assertEqual (await page.eval ("Object.keys (window.polyform).sort ()"),
               ["blocks", "levels", "log", "move", "moves", "open", "restart", "solved", "undo"],
               "window.polyform");
  assertEqual (await page.eval ("polyform.levels ()"), solutions.map ((s) => s.level), "levels");
  assertEqual (await page.eval ("document.getElementById ('level-number').textContent"), "1 / 16",
               "level number");
  await page.close ();
});

test ("every level of the examples is solved by the solver's solution", async () => {
  const page = await openPage ();

  for (const level of solutions) {
    assert (await page.eval (`polyform.open (${JSON.stringify (level.level)})`),
            `open ${level.level}`);
    assert (!(await page.eval ("polyform.solved ()")), `${level.level} starts solved`);
    for (const [i, m] of level.solution.entries ())
      assert (await page.eval (`polyform.move (${m.block}, "${m.dir}", ${m.steps})`),
              `${level.level}: move ${i + 1} of the solution is refused`);
    assert (await page.eval ("polyform.solved ()"), `${level.level} is not solved`);
    assertEqual (await page.eval ("polyform.moves ()"), level.moves, `${level.level} moves`);
    assertEqual (await page.eval ("!document.getElementById ('solved').hidden"), true,
                 `${level.level}: the solved message`);
  }
  assertEqual (page.errors, [], "errors");
  await page.close ();
});

test ("undo and restart", async () => {
  const page = await openPage ();
  const level = solutions.find ((s) => s.moves >= 3);
  const [m1, m2] = level.solution;
  const move = (m) => page.eval (`polyform.move (${m.block}, "${m.dir}", ${m.steps})`);

  await page.eval (`polyform.open (${JSON.stringify (level.level)})`);
  const start = await page.eval ("polyform.blocks ()");
  assertEqual (await page.eval ("polyform.undo ()"), false, "undo at the start");
  assertEqual (await page.eval ("polyform.restart ()"), false, "restart at the start");
  assert (await move (m1), "the first move");
  const after = await page.eval ("polyform.blocks ()");
  assert (JSON.stringify (after) !== JSON.stringify (start), "the move moved nothing");
  assertEqual (await page.eval ("polyform.move (0, '+', 15)"), false, "a move off the board");
  assertEqual (await page.eval ("polyform.move (99, '+', 1)"), false, "a block that is not there");
  /* Numbers past 32 bits do not wrap round to a legal move. */
  assertEqual (await page.eval ("polyform.move (0, '+', 4294967297)"), false, "2^32 + 1 steps");
  assertEqual (await page.eval ("polyform.move (4294967296, '+', 1)"), false, "block 2^32");
  assertEqual (await page.eval ("polyform.move (0, '+', 1.5)"), false, "a step and a half");
  assertEqual (await page.eval ("polyform.blocks ()"), after, "blocks after a refused move");
  assertEqual (await page.eval ("polyform.moves ()"), 1, "moves after a refused move");
  assertEqual (await page.eval ("polyform.undo ()"), true, "undo");
  assertEqual (await page.eval ("polyform.blocks ()"), start, "blocks after undo");
  assertEqual (await page.eval ("polyform.moves ()"), 0, "moves after undo");
  assert (await move (m1) && await move (m2), "two moves");
  assertEqual (await page.eval ("polyform.moves ()"), 2, "moves");
  assertEqual (await page.eval ("polyform.restart ()"), true, "restart");
  assertEqual (await page.eval ("polyform.blocks ()"), start, "blocks after restart");
  assertEqual (await page.eval ("polyform.moves ()"), 0, "moves after restart");
  /* Opening a level shows it at its start. */
  assert (await move (m1), "a move");
  assert (await page.eval (`polyform.open (${JSON.stringify (level.level)})`), "open again");
  assertEqual (await page.eval ("polyform.blocks ()"), start, "blocks after open");
  assertEqual (await page.eval ("polyform.open ('no-such-level')"), false, "open an unknown level");
  await page.close ();
});

test ("the playtest log of a scripted session, added by polyform playtests", async () => {
  const page = await openPage ();
  const two = solutions[1], three = solutions[2];
  const move = (m) => page.eval (`polyform.move (${m.block}, "${m.dir}", ${m.steps})`);

  await page.eval ("(() => { const t = document.getElementById ('tester');" +
                   " t.value = 'Ana'; t.dispatchEvent (new Event ('input')); }) ()");
  await page.eval (`polyform.open (${JSON.stringify (two.level)})`);
  assert (await move (two.solution[0]), "a move");
  await page.eval ("polyform.undo ()");
  assert (await move (two.solution[0]), "the move again");
  await page.eval ("polyform.restart ()");
  for (const m of two.solution)
    assert (await move (m), "the solution");
  /* Play after solving does not change the level's entry. */
  await page.eval ("polyform.undo ()");
  await page.eval (`polyform.open (${JSON.stringify (three.level)})`);
  const blocks = await page.eval ("polyform.blocks ().length");
  let made = false;
  for (let b = 0; b < blocks && !made; b++)
    for (const dir of ["+", "-"])
      if (!made && await page.eval (`polyform.move (${b}, "${dir}", 1) && !polyform.solved ()`))
        made = true;
  assert (made, "a move that does not solve level 3");

  const log = await page.eval ("polyform.log ()");
  assertEqual ([log.format, log.version, log.pack, log.tester],
               ["polyform-playtest", 1, "starter", "Ana"], "the log's header");
  const strip = (e) => [e.level, e.solved, e.moves, e.undos, e.restarts];
  /* The first level, opened and left without a move, is not in it: it
   * would count as a player who did not solve it. */
  assertEqual (log.levels.map (strip), [
    [two.level, true, two.moves, 1, 1],
    [three.level, false, 1, 0, 0],
  ], "the log's levels");
  for (const e of log.levels)
    assert (typeof e.seconds === "number" && e.seconds >= 0 && e.seconds < 600,
            `seconds of ${e.level}: ${e.seconds}`);

  /* Save results downloads the same log as a file. */
  const downloads = fs.mkdtempSync (path.join (work, "downloads-"));
  await browser.send ("Browser.setDownloadBehavior", { behavior: "allow", downloadPath: downloads,
                                                       browserContextId: page.contextId,
                                                       eventsEnabled: true });
  const saved = browser.waitFor ("Browser.downloadProgress", undefined,
                                 (p) => p.state === "completed");
  await page.eval ("document.getElementById ('save').click ()");
  const download = await saved;
  assertEqual (path.basename (download.filePath), "playtest-starter-Ana.json", "the file's name");
  const file = JSON.parse (fs.readFileSync (download.filePath, "utf8"));
  assertEqual (file.levels.map (strip), log.levels.map (strip), "the saved log");

  /* The studio takes the log. */
  const logPath = path.join (work, "ana.json");
  const project = path.join (work, "project.xml");
  fs.writeFileSync (logPath, JSON.stringify (log));
  fs.copyFileSync (starter, project);
  const report = JSON.parse (execFileSync (polyform, ["playtests", project, "--pack", "starter",
                                                      "--add", logPath, "--json"],
                                           { encoding: "utf8" }));
  const row = report.levels.find ((l) => l.level === two.level);
  assertEqual ([row.players, row.solved, row.median_moves], [1, 1, two.moves], "the report");
  await page.close ();
});

test ("blocks move by keyboard and by mouse", async () => {
  const page = await openPage ({ width: 1024, height: 700 });
  const pack = JSON.parse (execFileSync (polyform, ["export", starter, "--pack", "starter"],
                                         { encoding: "utf8" }));
  const ARROWS = { ArrowRight: 39, ArrowLeft: 37, ArrowDown: 40, ArrowUp: 38 };
  const SCREEN = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };

  /* By keyboard: the block's number, then an arrow along its band. */
  for (const level of solutions.slice (0, 3)) {
    await page.eval (`polyform.open (${JSON.stringify (level.level)})`);
    await page.eval ("document.getElementById ('canvas').focus ()");
    for (const m of level.solution) {
      const axis = pack.levels.find ((l) => l.id === level.level).blocks[m.block].axis;
      const [vx, vy] = AXIS_VECTORS[axis];
      const forward = Object.keys (ARROWS).find ((k) => {
        const v = SCREEN[k];
        return v[0] * vx + v[1] * vy > 0.25;
      });
      const back = { ArrowRight: "ArrowLeft", ArrowLeft: "ArrowRight", ArrowDown: "ArrowUp",
                     ArrowUp: "ArrowDown" }[forward];
      const key = m.dir === "+" ? forward : back;
      await page.key (String (m.block + 1), { code: `Digit${m.block + 1}`, keyCode: 49 + m.block });
      for (let s = 0; s < m.steps; s++)
        await page.key (key, { keyCode: ARROWS[key] });
    }
    assert (await page.eval ("polyform.solved ()"), `${level.level} is not solved by keys`);
    /* Presses of one arrow on one block are one move, as a drag is. */
    assertEqual (await page.eval ("polyform.moves ()"), level.moves, `${level.level} key moves`);
    /* Ctrl+Z takes back a move. */
    await page.key ("z", { code: "KeyZ", keyCode: 90, modifiers: 2 });
    assert (!(await page.eval ("polyform.solved ()")), `${level.level}: Ctrl+Z`);
  }

  /* Blocks past the tenth: Shift and the key's place (Shift+1 types “!”),
   * on level-10, which has 13 blocks: one of blocks 11–13 moves by keys. */
  assert (await page.eval ("polyform.open ('level-10')"), "level-10");
  assertEqual ((await page.eval ("polyform.blocks ()")).length, 13, "level-10's blocks");
  const [b, dir] = await page.eval ("(() => { for (const b of [10, 11, 12]) for (const d of " +
                                    "['+', '-']) if (polyform.move (b, d, 1)) { " +
                                    "polyform.restart (); return [b, d]; } return [-1, ''] }) ()");
  assert (b >= 10, "a block past the tenth that can move");
  const start = await page.eval (`polyform.blocks ()[${b}]`);
  const axisB = pack.levels.find ((l) => l.id === "level-10").blocks[b].axis;
  const [wx, wy] = AXIS_VECTORS[axisB];
  const arrow = Object.keys (ARROWS).find ((k) => (SCREEN[k][0] * wx + SCREEN[k][1] * wy) *
                                                   (dir === "+" ? 1 : -1) > 0.25);
  const shifted = { 1: "!", 2: "@", 3: "#" }[b - 9];
  await page.eval ("document.getElementById ('next').focus ()");
  await page.key (shifted, { code: `Digit${b - 9}`, keyCode: 48 + b - 9, modifiers: 8 });
  await page.key (arrow, { keyCode: ARROWS[arrow] });
  assertEqual (await page.eval ("polyform.moves ()"), 1, `Shift+${b - 9} and an arrow make a move`);
  assert (JSON.stringify (await page.eval (`polyform.blocks ()[${b}]`)) !== JSON.stringify (start),
          `the move is block ${b + 1}'s`);

  /* By mouse: each move of the solution as one drag along the block's band. */
  for (const level of solutions.slice (3, 6)) {
    await page.eval (`polyform.open (${JSON.stringify (level.level)})`);
    const data = pack.levels.find ((l) => l.id === level.level);
    const rect = await page.eval ("(() => { const r = document.getElementById ('canvas')" +
                                  ".getBoundingClientRect (); return { left: r.left, top: r.top," +
                                  " width: r.width, height: r.height }; }) ()");
    for (const m of level.solution) {
      const blocks = await page.eval ("polyform.blocks ()");
      const at = screenOf (data, rect, blocks[m.block]);
      const [vx, vy] = AXIS_VECTORS[data.blocks[m.block].axis];
      const sign = m.dir === "+" ? 1 : -1;
      await page.mouse ("mousePressed", at.x, at.y);
      for (let k = 1; k <= 8; k++) {
        const d = sign * m.steps * at.scale * k / 8;
        await page.mouse ("mouseMoved", at.x + vx * d, at.y + vy * d);
      }
      await page.mouse ("mouseReleased", at.x + vx * sign * m.steps * at.scale,
                        at.y + vy * sign * m.steps * at.scale);
    }
    assert (await page.eval ("polyform.solved ()"), `${level.level} is not solved by dragging`);
    assertEqual (await page.eval ("polyform.moves ()"), level.moves, `${level.level} drags`);
  }
  assertEqual (page.errors, [], "errors");
  await page.close ();
});

test ("a revised page keeps a log of its own; keys play wherever the focus is", async () => {
  const page = await openPage ();
  const two = solutions[1];
  const move = (m) => page.eval (`polyform.move (${m.block}, "${m.dir}", ${m.steps})`);

  await page.eval ("(() => { const t = document.getElementById ('tester');" +
                   " t.value = 'Ana'; t.dispatchEvent (new Event ('input')); }) ()");
  await page.eval (`polyform.open (${JSON.stringify (two.level)})`);
  for (const m of two.solution)
    assert (await move (m), "the solution");
  assertEqual ((await page.eval ("polyform.log ()")).levels.length, 1, "the first page's log");

  /* The same pack exported again with a level changed, opened in the same
   * browser: the tester's name stays, the log of the old levels does not. */
  const revised = path.join (work, "revised.xml");
  const revisedPage = path.join (work, "revised", "starter.html");
  fs.mkdirSync (path.dirname (revisedPage));
  fs.writeFileSync (revised, fs.readFileSync (starter, "utf8")
                              .replace ("<title>Out of the way</title>",
                                        "<title>Out of the way, revised</title>"));
  execFileSync (polyform, ["export", revised, "--pack", "starter", "--format", "html",
                           "-o", revisedPage]);
  await page.open ("file://" + revisedPage);
  const log = await page.eval ("polyform.log ()");
  assertEqual ([log.tester, log.levels.length], ["Ana", 0], "the revised page's log");
  /* Reopened, the first page has its log back, and goes on at the level
   * the tester was at. */
  await page.open (pageUrl);
  assertEqual ((await page.eval ("polyform.log ()")).levels.length, 1, "the first page again");
  assertEqual (await page.eval ("document.getElementById ('level-number').textContent"),
               `2 / ${solutions.length}`, "the level the tester was at");

  /* After a click on Next the focus is on that button; a number key and
   * an arrow still move a block. */
  await page.eval ("document.getElementById ('next').click ()");
  const level = solutions[2];
  assertEqual (await page.eval ("document.getElementById ('level-number').textContent"),
               `3 / ${solutions.length}`, "the level after Next");
  await page.eval ("document.getElementById ('next').focus ()");
  const pack = JSON.parse (execFileSync (polyform, ["export", starter, "--pack", "starter"],
                                         { encoding: "utf8" }));
  const m = level.solution[0];
  const axis = pack.levels.find ((l) => l.id === level.level).blocks[m.block].axis;
  const [vx, vy] = AXIS_VECTORS[axis];
  const SCREEN = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };
  const CODES = { ArrowRight: 39, ArrowLeft: 37, ArrowDown: 40, ArrowUp: 38 };
  const key = Object.keys (SCREEN).find ((k) => (SCREEN[k][0] * vx + SCREEN[k][1] * vy) *
                                                (m.dir === "+" ? 1 : -1) > 0.25);
  await page.key (String (m.block + 1), { code: `Digit${m.block + 1}`, keyCode: 49 + m.block });
  await page.key (key, { keyCode: CODES[key] });
  assertEqual (await page.eval ("polyform.moves ()"), 1, "a move by keys from the Next button");
  assertEqual (await page.eval ("document.activeElement.id"), "canvas", "the board has the keys");
  assertEqual (page.errors, [], "errors");
  await page.close ();
});

test ("going from level to level, and reloading, keeps each level's board", async () => {
  const page = await openPage ();
  const level = solutions.find ((s) => s.moves >= 3);
  const index = solutions.indexOf (level);
  const number = () => page.eval ("document.getElementById ('level-number').textContent");

  await page.eval (`polyform.open (${JSON.stringify (level.level)})`);
  const start = await page.eval ("polyform.blocks ()");
  for (const m of level.solution.slice (0, 2))
    assert (await page.eval (`polyform.move (${m.block}, "${m.dir}", ${m.steps})`), "a move");
  const played = await page.eval ("polyform.blocks ()");
  /* Page Down and Page Up: back where the tester left it, two moves made */
  await page.key ("PageDown", { keyCode: 34 });
  assertEqual (await number (), `${index + 2} / ${solutions.length}`, "the next level");
  await page.key ("PageUp", { keyCode: 33 });
  assertEqual (await number (), `${index + 1} / ${solutions.length}`, "back");
  assertEqual (await page.eval ("polyform.blocks ()"), played, "the blocks after Page Up");
  assertEqual (await page.eval ("polyform.moves ()"), 2, "the moves after Page Up");
  assertEqual (await page.eval ("polyform.undo () && polyform.moves ()"), 1, "undo goes on");
  /* A reload goes on from there too. The page stores each change at once,
   * but the browser takes it from the old page over a channel of its own:
   * a reload in the same instant has read the storage before it (seen once
   * in a full test run under load), where a tester's reload is never that
   * quick. */
  await new Promise ((resolve) => setTimeout (resolve, 300));
  await page.open (pageUrl);
  assertEqual (await number (), `${index + 1} / ${solutions.length}`, "the level after a reload");
  assertEqual (await page.eval ("polyform.moves ()"), 1, "the moves after a reload");
  /* polyform.open () is the level at its start, as the SPEC says. */
  assert (await page.eval (`polyform.open (${JSON.stringify (level.level)})`), "open");
  assertEqual (await page.eval ("polyform.blocks ()"), start, "open () starts over");
  assertEqual (page.errors, [], "errors");
  await page.close ();
});

test ("on a phone, the solved banner fits and the last level offers Save results", async () => {
  const page = await openPage ({ width: 390, height: 844 });
  const last = solutions[solutions.length - 1];

  await page.eval (`polyform.open (${JSON.stringify (last.level)})`);
  const before = await page.eval ("document.getElementById ('canvas').getBoundingClientRect ().height");
  for (const m of last.solution)
    assert (await page.eval (`polyform.move (${m.block}, "${m.dir}", ${m.steps})`), "a move");
  assert (await page.eval ("polyform.solved ()"), "solved");
  assertEqual (await page.eval ("document.documentElement.scrollWidth"), 390, "the page's width");
  assertEqual (await page.eval ("document.getElementById ('canvas').getBoundingClientRect ().height"),
               before, "the board's height after solving");
  assertEqual (await page.eval ("[document.getElementById ('solved-next').hidden," +
                                " document.getElementById ('solved-save').hidden]"),
               [true, false], "Next level and Save results on the last level");
  assert ((await page.eval ("document.getElementById ('solved-text').textContent"))
            .includes ("last level"), "the banner says it was the last level");
  const counter = await page.eval ("(() => { const r = document.getElementById ('counter')" +
                                   ".getBoundingClientRect (); return r.right; }) ()");
  assert (counter <= 390, `the move counter ends at ${counter} px`);
  assertEqual (page.errors, [], "errors");
  await page.close ();
});

test ("a level solved at the start says so", async () => {
  const solvedAtStart = path.join (work, "solved-at-start.xml");
  const solvedPage = path.join (work, "solved-at-start.html");

  /* level-01's key moved onto its goal, on the same row */
  fs.writeFileSync (solvedAtStart, fs.readFileSync (starter, "utf8")
                                     .replace ('<block axis="u" row="7" col="5" ori="up" ' +
                                               'length="3" key="true"/>',
                                               '<block axis="u" row="7" col="10" ori="up" ' +
                                               'length="3" key="true"/>'));
  execFileSync (polyform, ["export", solvedAtStart, "--pack", "starter", "--format", "html",
                           "-o", solvedPage]);
  const page = await browser.newPage ();
  await page.open ("file://" + solvedPage);
  await page.eval ("polyform.open ('level-01')");
  assertEqual (await page.eval ("polyform.solved ()"), true, "solved at the start");
  assertEqual (await page.eval ("document.getElementById ('message').hidden"), false,
               "the message shown");
  assertEqual (await page.eval ("document.getElementById ('message').textContent"),
               "This level is solved at the start: there is nothing to do.", "the message");
  await page.eval ("polyform.open ('level-02')");
  assertEqual (await page.eval ("document.getElementById ('message').hidden"), true,
               "no message on the next level");
  assertEqual (page.errors, [], "errors");
  await page.close ();
});

async function main () {
  const chromium = findChromium ();

  if (chromium === null) {
    console.log ("1..0 # SKIP Chromium is not installed (build-aux/polyform-dev test installs it)");
    return;
  }
  work = fs.mkdtempSync (path.join (os.tmpdir (), "pf-test-web-page-"));
  pagePath = path.join (work, "starter.html");
  pageUrl = "file://" + pagePath;
  execFileSync (polyform, ["export", starter, "--pack", "starter", "--format", "html",
                           "-o", pagePath]);
  solutions = JSON.parse (execFileSync (polyform, ["solve", starter, "--pack", "starter", "--json"],
                                        { encoding: "utf8" })).levels;
  browser = Browser.launch (chromium);

  console.log (`1..${tests.length}`);
  let failed = 0;
  for (const [i, { name, run }] of tests.entries ()) {
    try {
      const started = Date.now ();
      await run ();
      console.log (`ok ${i + 1} - ${name}`);
      console.log (`# ${Date.now () - started} ms`);
    } catch (error) {
      failed++;
      console.log (`not ok ${i + 1} - ${name}`);
      for (const line of String (error.stack || error).split ("\n"))
        console.log (`# ${line}`);
    }
  }
  await browser.close ();
  fs.rmSync (work, { recursive: true, force: true });
  process.exitCode = failed > 0 ? 1 : 0;
}

main ().catch (async (error) => {
  console.log (`Bail out! ${error.stack || error}`);
  process.exitCode = 1;
  if (browser)
    await browser.close ();
});
