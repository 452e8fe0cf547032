/* check-moves.js: the moves of an exported pack page against the core's, move by move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   node check-moves.js PAGE.html TRACE.json
 *
 * TRACE.json is written by test-web-rules (from the core's pf_tri_rules_apply()):
 * {"levels": [{"level", "moves": [[block, dir, steps, legal, low, high, solved], …],
 *              "blocks": [[triangles of each block at the end]]}]}; a block of -1 opens
 * the level again, at its start. Each move is made on
 * the page's own rules (its WebAssembly, through its PolyformRules script); the
 * legality, the position after it and the goal test must be the core's. Exits 0
 * when they all agree, 1 with the first difference otherwise.
 */
"use strict";

const fs = require ("fs");
const { loadPage } = require ("./page-scripts.js");

async function main () {
  const [pagePath, tracePath] = process.argv.slice (2);
  const { pack, wasm, PolyformRules } = loadPage (pagePath);
  const trace = JSON.parse (fs.readFileSync (tracePath, "utf8"));
  const engine = await PolyformRules.load (wasm);
  let count = 0, legal = 0;

  for (const walk of trace.levels) {
    const level = pack.levels.find ((l) => l.id === walk.level);
    if (level === undefined)
      throw new Error (`the page has no level “${walk.level}”`);
    let game = engine.game (level);

    walk.moves.forEach ((m, i) => {
      const [block, dir, steps, expectLegal, low, high, expectSolved] = m;
      let made = false;

      if (block < 0) {
        game.free ();
        game = engine.game (level);
      } else {
        made = game.move (block, dir, steps);
      }
      const [gotLow, gotHigh] = game.state;

      if (made !== (expectLegal === 1) || gotLow !== low || gotHigh !== high ||
          game.solved () !== (expectSolved === 1))
        throw new Error (`level “${walk.level}”, move ${i + 1} (block ${block}, ` +
                         `${dir > 0 ? "+" : "-"}${steps}): the page says legal ${made}, position ${gotLow}:${gotHigh}, ` +
                         `solved ${game.solved ()}; the core says legal ${expectLegal === 1}, ` +
                         `position ${low}:${high}, solved ${expectSolved === 1}`);
      count += block < 0 ? 0 : 1;
      legal += made ? 1 : 0;
    });
    const blocks = game.blocks ();
    if (JSON.stringify (blocks) !== JSON.stringify (walk.blocks))
      throw new Error (`level “${walk.level}”: the page's blocks ${JSON.stringify (blocks)} ` +
                       `at the end are not the core's ${JSON.stringify (walk.blocks)}`);
    game.free ();
  }
  console.log (`${count} moves (${legal} legal) on ${trace.levels.length} levels ` +
               "agree with the core");
}

main ().catch ((error) => {
  console.error (`check-moves: ${error.message}`);
  process.exit (1);
});
