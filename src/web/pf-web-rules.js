/* pf-web-rules.js: a pack played by the core's own rules, and the playtest log
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The moves are the core's: pf-web-rules.wasm is src/core/tri/pf-tri-rules.c
 * compiled to WebAssembly (build-wasm.sh), and nothing here decides whether
 * a move is legal. This file has no DOM: the page (pf-web-page.js) draws and
 * takes input through a Player, and the tests run this file in Node.js.
 */
"use strict";

var PolyformRules = (function () {
  const AXES = { u: 0, v: 1, w: 2 };
  const MAX_BLOCKS = 16;

  function decodeBase64 (text) {
    const binary = atob (text.replace (/\s+/g, ""));
    const bytes = new Uint8Array (binary.length);

    for (let i = 0; i < binary.length; i++)
      bytes[i] = binary.charCodeAt (i);
    return bytes;
  }

  /* A direction as solve --json writes it ("+" or "-"), or +1 and -1. */
  /* A step count the engine takes as it is: its arguments are 32 bits. */
  function isSteps (steps) {
    return Number.isInteger (steps) && steps >= 1 && steps <= 0x7fffffff;
  }

  function parseDir (dir) {
    if (dir === "+" || dir === 1)
      return 1;
    if (dir === "-" || dir === -1)
      return -1;
    return 0;
  }

  /* The WebAssembly module: one scratch area for the arguments and results
   * of its calls, and the grid's geometry, read once. */
  class Engine {
    constructor (exports) {
      this.x = exports;
      this.scratch = exports.malloc (1024);
      this.vertices = [];
      for (let t = 0; t < 512; t++) {
        exports.pf_web_triangle_vertices (t, this.scratch);
        this.vertices.push (Array.from (this.doubles (6)));
      }
      this.axisVectors = [];
      for (let axis = 0; axis < 3; axis++) {
        exports.pf_web_axis_vector (axis, this.scratch);
        this.axisVectors.push (Array.from (this.doubles (2)));
      }
    }

    /* Views of the scratch area; memory can grow, so they are made anew. */
    bytes (n) { return new Uint8Array (this.x.memory.buffer, this.scratch, n); }
    signedBytes (n) { return new Int8Array (this.x.memory.buffer, this.scratch, n); }
    words (n) { return new Uint32Array (this.x.memory.buffer, this.scratch, n); }
    doubles (n) { return new Float64Array (this.x.memory.buffer, this.scratch, n); }

    lastError () {
      const heap = new Uint8Array (this.x.memory.buffer);
      let end = this.x.pf_web_last_error ();
      const start = end;

      while (heap[end] !== 0)
        end++;
      return new TextDecoder ().decode (heap.subarray (start, end));
    }

    /* A level of the pack JSON (SPEC §8) at its start, or an Error. The
     * grid goes to the scratch area, the blocks' four numbers after it. */
    game (level) {
      const grid = level.grid.join ("");
      const blocks = level.blocks;

      if (grid.length !== 512 || blocks.length > MAX_BLOCKS)
        throw new Error (`level “${level.id}” is not a 16 × 16 level of at most 16 blocks`);
      this.bytes (512).set (Array.from (grid, (c) => c.charCodeAt (0)));
      const words = new Uint32Array (this.x.memory.buffer, this.scratch + 512, 4 * blocks.length);
      blocks.forEach ((b, i) => {
        words.set ([AXES[b.axis], b.triangles[0], b.length, b.key ? 1 : 0], 4 * i);
      });
      const handle = this.x.pf_web_game_new (this.scratch, this.scratch + 512, blocks.length);
      if (handle === 0)
        throw new Error (`level “${level.id}”: ${this.lastError ()}`);
      return new Game (this, handle, level);
    }
  }

  /* One level's rules and the position on its board. */
  class Game {
    constructor (engine, handle, level) {
      this.engine = engine;
      this.handle = handle;
      this.level = level;
    }

    free () {
      this.engine.x.pf_web_game_free (this.handle);
      this.handle = 0;
    }

    get state () {
      const x = this.engine.x;
      /* WebAssembly's i32 comes back signed: read it as unsigned. */
      return [x.pf_web_game_state_low (this.handle) >>> 0,
              x.pf_web_game_state_high (this.handle) >>> 0];
    }

    set state (state) {
      this.engine.x.pf_web_game_set_state (this.handle, state[0], state[1]);
    }

    /* One move: block, +1 or -1, steps. */
    move (block, dir, steps) {
      return this.engine.x.pf_web_game_move (this.handle, block, dir, steps) === 1;
    }

    /* Each block's direction in one step of @block (null when illegal). */
    step (block, dir) {
      const legal = this.engine.x.pf_web_game_try_step (this.handle, block, dir,
                                                        this.engine.scratch);
      return legal === 1 ? Array.from (this.engine.signedBytes (MAX_BLOCKS)) : null;
    }

    solved () {
      return this.engine.x.pf_web_game_is_solved (this.handle) === 1;
    }

    blocks () {
      const result = [];

      for (let b = 0; b < this.level.blocks.length; b++) {
        const n = this.engine.x.pf_web_game_block_triangles (this.handle, b, this.engine.scratch);
        result.push (Array.from (this.engine.words (n)));
      }
      return result;
    }
  }

  /* The playtest log (SPEC §8): per level played, the tester's play until
   * they first solve it. Times are in milliseconds of the clock given. */
  class PlaytestLog {
    constructor (pack) {
      this.pack = pack;
      this.tester = "";
      this.entries = [];
      this.open = null;     /* the entry being timed */
      this.since = 0;
      this.paused = null;   /* the entry to time again once the page shows */
    }

    /* The log kept from an earlier visit (the page keeps it in the
     * browser's storage), for the levels the pack still has. */
    restore (saved, levelIds) {
      const count = (n) => (Number.isInteger (n) && n >= 0 ? n : 0);

      this.tester = typeof saved.tester === "string" ? saved.tester : "";
      for (const e of Array.isArray (saved.levels) ? saved.levels : []) {
        if (!levelIds.includes (e.level) || this.entries.some ((x) => x.level === e.level))
          continue;
        this.entries.push ({ level: e.level, solved: e.solved === true,
                             seconds: Number.isFinite (e.seconds) ? Math.max (0, e.seconds) : 0,
                             moves: count (e.moves), undos: count (e.undos),
                             restarts: count (e.restarts) });
      }
    }

    entry (levelId) {
      let entry = this.entries.find ((e) => e.level === levelId);

      if (entry === undefined) {
        entry = { level: levelId, solved: false, seconds: 0, moves: 0, undos: 0, restarts: 0 };
        this.entries.push (entry);
      }
      return entry;
    }

    /* Timing runs for one entry at a time, while the page is in view. */
    start (levelId, now) {
      this.stop (now);
      this.open = this.entry (levelId);
      this.since = now;
    }

    stop (now) {
      if (this.open !== null && !this.open.solved)
        this.open.seconds += Math.max (0, now - this.since) / 1000;
      this.open = null;
    }

    pause (now) {
      const open = this.open;

      this.stop (now);
      this.paused = open;
    }

    resume (now) {
      if (this.paused)
        this.start (this.paused.level, now);
      this.paused = null;
    }

    /* After the tester played: the move count, and whether it is solved. */
    played (moves, solved, now) {
      const entry = this.open;

      if (entry === null || entry.solved)
        return;
      entry.moves = moves;
      if (solved) {
        entry.seconds += Math.max (0, now - this.since) / 1000;
        entry.solved = true;
      }
    }

    count (what) {
      if (this.open !== null && !this.open.solved)
        this.open[what]++;
    }

    /* A level the tester only passed on the way (no move, no undo, no
     * restart) is not in the log: it would count as a player who did not
     * solve it. */
    toJSON (now) {
      const tried = (e) => e.solved || e.moves > 0 || e.undos > 0 || e.restarts > 0;
      const levels = this.entries.filter (tried).map ((e) => {
        let seconds = e.seconds;

        if (e === this.open && !e.solved)
          seconds += Math.max (0, now - this.since) / 1000;
        return { level: e.level, solved: e.solved, seconds: Math.round (seconds * 10) / 10,
                 moves: e.moves, undos: e.undos, restarts: e.restarts };
      });
      return { format: "polyform-playtest", version: 1, pack: this.pack,
               tester: this.tester, levels };
    }
  }

  /* A pack being played: the level on the board, its moves, and the log.
   * window.polyform is a Player's methods (SPEC §8). */
  class Player {
    constructor (engine, pack, clock) {
      this.engine = engine;
      this.pack = pack;
      this.clock = clock || (() => Date.now ());
      this.log = new PlaytestLog (pack.id);
      this.game = null;
      this.index = -1;
      this.history = [];
      this.last = null;   /* the last move, while it can go on: { block, dir } */
      this.made = [];     /* the moves on the board: [block, dir, steps] each */
      this.boards = new Map ();   /* level id → its moves: levels left part way */
      this.changed = () => {};
    }

    levels () {
      return this.pack.levels.map ((l) => l.id);
    }

    get level () {
      return this.index >= 0 ? this.pack.levels[this.index] : null;
    }

    /* That level at its start, or with @resume where the tester left it
     * (going from level to level keeps each one's board). */
    open (id, resume) {
      const index = this.pack.levels.findIndex ((l) => l.id === id);

      if (index < 0)
        return false;
      const game = this.engine.game (this.pack.levels[index]);
      this.keepBoard ();
      if (this.game !== null)
        this.game.free ();
      this.game = game;
      this.index = index;
      this.history = [];
      this.made = [];
      this.last = null;
      /* The moves made again, each checked: a board kept by an older page
       * stops at the first that is not legal. */
      for (const [block, dir, steps] of (resume && this.boards.get (id)) || []) {
        const before = this.game.state;

        if (!this.isBlock (block) || !isSteps (steps) || parseDir (dir) === 0 ||
            !this.game.move (block, parseDir (dir), steps))
          break;
        this.history.push (before);
        this.made.push ([block, parseDir (dir), steps]);
      }
      this.log.start (id, this.clock ());
      this.changed ();
      return true;
    }

    /* The moves of the level on the board, for when it is opened again. */
    keepBoard () {
      const level = this.level;

      if (level === null || this.game === null)
        return;
      if (this.made.length > 0)
        this.boards.set (level.id, this.made.map ((m) => m.slice ()));
      else
        this.boards.delete (level.id);
    }

    /* Every level left part way, and the one on the board, as JSON: for
     * the page to keep across a reload. */
    savedBoards () {
      this.keepBoard ();
      return Object.fromEntries (this.boards);
    }

    restoreBoards (saved) {
      if (saved === null || typeof saved !== "object")
        return;
      for (const id of this.levels ())
        if (Object.prototype.hasOwnProperty.call (saved, id) && Array.isArray (saved[id]))
          this.boards.set (id, saved[id].filter ((m) => Array.isArray (m) && m.length === 3));
    }

    moves () {
      return this.history.length;
    }

    isBlock (block) {
      return Number.isInteger (block) && block >= 0 && block < this.level.blocks.length;
    }

    solved () {
      return this.game !== null && this.game.solved ();
    }

    blocks () {
      return this.game !== null ? this.game.blocks () : [];
    }

    /* One move as solve --json gives it; false and nothing changed when
     * it is not legal. */
    move (block, dir, steps) {
      const d = parseDir (dir);

      if (this.game === null || d === 0 || !this.isBlock (block) || !isSteps (steps))
        return false;
      const before = this.game.state;
      if (!this.game.move (block, d, steps))
        return false;
      this.history.push (before);
      this.made.push ([block, d, steps]);
      this.last = { block, dir: d };
      this.log.played (this.moves (), this.solved (), this.clock ());
      this.changed ();
      return true;
    }

    /* @block @steps further the way the last move took it, as part of that
     * move: one arrow pressed again and again makes one move, as one drag
     * does. False and nothing changed when the last move was of another
     * block or way, or was taken back, or the step is not legal. */
    continueMove (block, dir, steps) {
      const d = parseDir (dir);

      if (this.game === null || this.last === null || this.last.block !== block ||
          this.last.dir !== d || !isSteps (steps))
        return false;
      if (!this.game.move (block, d, steps))
        return false;
      this.made[this.made.length - 1][2] += steps;
      this.log.played (this.moves (), this.solved (), this.clock ());
      this.changed ();
      return true;
    }

    undo () {
      if (this.history.length === 0)
        return false;
      this.game.state = this.history.pop ();
      this.made.pop ();
      this.last = null;
      this.log.count ("undos");
      this.log.played (this.moves (), this.solved (), this.clock ());
      this.changed ();
      return true;
    }

    restart () {
      if (this.history.length === 0)
        return false;
      this.game.state = this.history[0];
      this.history = [];
      this.made = [];
      this.last = null;
      this.log.count ("restarts");
      this.log.played (0, this.solved (), this.clock ());
      this.changed ();
      return true;
    }

    /* Where a drag of @block by @steps (signed, fractional) shows the
     * blocks: the whole steps made one by one from the position now, and
     * the part of the next step, every block of its push chain moving by
     * the same part (as the studio's play mode shows it). The position is
     * left as it was. */
    drag (block, steps) {
      const dir = steps > 0 ? 1 : -1;
      const whole = Math.floor (Math.abs (steps));
      const part = Math.abs (steps) - whole;
      const start = this.game.state;
      let made = 0;
      let slide = 0;
      let dirs = null;

      while (made < whole && this.game.move (block, dir, 1))
        made++;
      if (made === whole && part > 0) {
        dirs = this.game.step (block, dir);
        if (dirs !== null)
          slide = part;
      }
      const preview = { dir, steps: made, slide, dirs, blocks: this.game.blocks () };
      this.game.state = start;
      return preview;
    }

    pause () {
      this.log.pause (this.clock ());
    }

    resume () {
      this.log.resume (this.clock ());
    }

    playtestLog () {
      return this.log.toJSON (this.clock ());
    }
  }

  async function load (base64) {
    const imports = { env: { emscripten_notify_memory_growth: () => {} } };
    const { instance } = await WebAssembly.instantiate (decodeBase64 (base64), imports);

    if (instance.exports._initialize)
      instance.exports._initialize ();
    return new Engine (instance.exports);
  }

  return { load, Player };
}) ();

if (typeof module !== "undefined")
  module.exports = PolyformRules;
