/* pf-web-page.js: the pack's web page: the level drawn as the studio draws it, play by
 * mouse and keyboard, the playtest log, and window.polyform for scripts (SPEC §8)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The drawing follows src/core/tri/pf-tri-render.c: its palettes, the view
 * that fits the open floor, and its rounded, bevelled blocks. The moves are
 * the core's (pf-web-rules.js).
 */
"use strict";

(function () {
  const PALETTES = {
    light: {
      wall: [0.24, 0.25, 0.29], floor: [0.93, 0.92, 0.88], grid: [0.82, 0.80, 0.75],
      goal: [0.55, 0.80, 0.55], block: [0.78, 0.62, 0.40], key: [0.85, 0.25, 0.20],
      goalLine: [0.10, 0.55, 0.15],
    },
    dark: {
      wall: [0.08, 0.08, 0.10], floor: [0.22, 0.23, 0.26], grid: [0.30, 0.31, 0.35],
      goal: [0.20, 0.45, 0.25], block: [0.55, 0.45, 0.32], key: [0.90, 0.35, 0.30],
      goalLine: [0.55, 0.90, 0.55],
    },
  };
  const TRI_H = Math.sqrt (3) / 2;
  const AXES = { u: 0, v: 1, w: 2 };
  const SELECTED = "rgb(51, 128, 255)";

  const $ = (id) => document.getElementById (id);
  const pack = JSON.parse ($("pack-data").textContent);
  const canvas = $("canvas");
  const darkScheme = window.matchMedia ("(prefers-color-scheme: dark)");
  /* The log is kept per pack and per export of it: a revised page (other
   * levels under the same ids) starts a log of its own. The tester's name
   * is kept for every pack. */
  const storageKey = "polyform-playtest:" + pack.id + ":" + fingerprint ($("pack-data").textContent);
  const testerKey = "polyform-tester";

  let engine = null;
  let player = null;
  let view = { scale: 1, x0: 0, y0: 0 };
  let selected = -1;
  let drag = null;        /* { block, x, y, preview, moved } while a block is dragged */

  /* FNV-1a of @text's UTF-16 units, as 8 hex digits. */
  function fingerprint (text) {
    let hash = 0x811c9dc5;

    for (let i = 0; i < text.length; i++) {
      hash ^= text.charCodeAt (i);
      hash = Math.imul (hash, 0x01000193) >>> 0;
    }
    return hash.toString (16).padStart (8, "0");
  }

  /* Geometry, from the core's grid (pf-web-rules.wasm) */

  function rgb (c, alpha) {
    const [r, g, b] = c.map ((v) => Math.round (v * 255));
    return alpha === undefined ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${alpha})`;
  }

  function centroid (t) {
    const v = engine.vertices[t];
    return [(v[0] + v[2] + v[4]) / 3, (v[1] + v[3] + v[5]) / 3];
  }

  function isWall (level, t) {
    return level.grid[t >> 5][t & 31] === "#";
  }

  function isGoal (level, t) {
    return level.grid[t >> 5][t & 31] === "*";
  }

  /* pf_tri_view_fit(): the rows and centroid extents of the open
   * triangles, inset by one edge, scaled to fit and centred. */
  function fitView (level, width, height) {
    let xmin = Infinity, xmax = -Infinity, rmin = 16, rmax = -1;

    for (let t = 0; t < 512; t++) {
      if (isWall (level, t))
        continue;
      const [cx] = centroid (t);
      xmin = Math.min (xmin, cx);
      xmax = Math.max (xmax, cx);
      rmin = Math.min (rmin, t >> 5);
      rmax = Math.max (rmax, t >> 5);
    }
    if (rmax < 0) {
      xmin = -7.5; xmax = 15.5; rmin = 0; rmax = 15;
    }
    const bw = xmax - xmin + 1, bh = (rmax - rmin + 1) * TRI_H;
    const scale = Math.max (1e-6, Math.min (width / (bw + 1), height / (bh + 1)));
    return {
      scale,
      x0: width / 2 - ((xmin + xmax) / 2) * scale,
      y0: height / 2 - ((rmin * TRI_H + (rmax + 1) * TRI_H) / 2) * scale,
    };
  }

  function toScreen (x, y) {
    return [view.x0 + x * view.scale, view.y0 + y * view.scale];
  }

  function inTriangle (t, x, y) {
    const v = engine.vertices[t];
    const side = (ax, ay, bx, by) => (bx - ax) * (y - ay) - (by - ay) * (x - ax);
    const d1 = side (v[0], v[1], v[2], v[3]);
    const d2 = side (v[2], v[3], v[4], v[5]);
    const d3 = side (v[4], v[5], v[0], v[1]);
    return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0));
  }

  /* The block drawn under a point of the canvas, or -1. */
  function blockAt (px, py) {
    const x = (px - view.x0) / view.scale, y = (py - view.y0) / view.scale;
    const blocks = player.blocks ();

    for (let b = 0; b < blocks.length; b++)
      if (blocks[b].some ((t) => inTriangle (t, x, y)))
        return b;
    return -1;
  }

  /* Drawing, as pf-tri-render.c draws */

  /* The outline of a block: its triangles lie between two parallel lines,
   * so the outline is the extreme vertices along each line (3 or 4). */
  function blockOutline (axis, tris) {
    const [vx, vy] = engine.axisVectors[axis];
    const nx = -vy, ny = vx;
    const amin = [Infinity, Infinity], amax = [-Infinity, -Infinity];
    const apt = [[null, null], [null, null]];
    let pmid = 0;

    for (const t of tris) {
      const [cx, cy] = centroid (t);
      pmid += (cx * nx + cy * ny) / tris.length;
    }
    for (const t of tris) {
      const v = engine.vertices[t];
      for (let i = 0; i < 3; i++) {
        const x = v[2 * i], y = v[2 * i + 1];
        const side = x * nx + y * ny > pmid ? 1 : 0;
        const along = x * vx + y * vy;

        if (along < amin[side]) {
          amin[side] = along;
          apt[side][0] = [x, y];
        }
        if (along > amax[side]) {
          amax[side] = along;
          apt[side][1] = [x, y];
        }
      }
    }
    const pts = [];
    for (let side = 0; side < 2; side++)
      for (let e = 0; e < 2; e++) {
        const end = side === 0 ? e : 1 - e;
        if (e === 1 && amax[side] - amin[side] < 1e-9)
          continue;
        pts.push (toScreen (apt[side][end][0], apt[side][end][1]));
      }
    return pts;
  }

  /* Moves each corner inward by @inset (a mitred offset of the edges). */
  function insetPolygon (pts, inset) {
    const n = pts.length;
    let area = 0;

    for (let i = 0; i < n; i++) {
      const j = (i + 1) % n;
      area += pts[i][0] * pts[j][1] - pts[j][0] * pts[i][1];
    }
    const s = area > 0 ? 1 : -1;
    return pts.map ((p, i) => {
      const a = pts[(i + n - 1) % n], b = pts[(i + 1) % n];
      const e1x = p[0] - a[0], e1y = p[1] - a[1], e2x = b[0] - p[0], e2y = b[1] - p[1];
      const l1 = Math.hypot (e1x, e1y), l2 = Math.hypot (e2x, e2y);
      const n1x = -e1y / l1 * s, n1y = e1x / l1 * s, n2x = -e2y / l2 * s, n2y = e2x / l2 * s;
      const k = inset / (1 + n1x * n2x + n1y * n2y);
      return [p[0] + (n1x + n2x) * k, p[1] + (n1y + n2y) * k];
    });
  }

  function roundedPolygon (pts, radius) {
    const path = new Path2D ();
    const n = pts.length;

    pts.forEach ((p, i) => {
      const a = pts[(i + n - 1) % n], b = pts[(i + 1) % n];
      const ax = a[0] - p[0], ay = a[1] - p[1], bx = b[0] - p[0], by = b[1] - p[1];
      const la = Math.hypot (ax, ay), lb = Math.hypot (bx, by);
      const ta = Math.min (radius, la / 2), tb = Math.min (radius, lb / 2);
      const x1 = p[0] + ax / la * ta, y1 = p[1] + ay / la * ta;
      const x2 = p[0] + bx / lb * tb, y2 = p[1] + by / lb * tb;

      if (i === 0)
        path.moveTo (x1, y1);
      else
        path.lineTo (x1, y1);
      path.bezierCurveTo (x1 + (p[0] - x1) * 0.55, y1 + (p[1] - y1) * 0.55,
                          x2 + (p[0] - x2) * 0.55, y2 + (p[1] - y2) * 0.55, x2, y2);
    });
    path.closePath ();
    return path;
  }

  function drawBlock (ctx, block, tris, pal, isSelected) {
    const pts = blockOutline (AXES[block.axis], tris);
    const bevel = Math.max (1, view.scale * 0.07);

    if (pts.length < 3)
      return;
    const path = roundedPolygon (insetPolygon (pts, Math.max (0.5, view.scale * 0.04)),
                                 view.scale * 0.12);
    ctx.save ();
    ctx.fillStyle = rgb (block.key ? pal.key : pal.block);
    ctx.fill (path);
    ctx.clip (path);
    /* The bevel: a rim inside the edge, a light stroke under a dark one.
     * (The studio's Cairo path stays where it was built, so its
     * translations move nothing: the rim is even all round.) */
    ctx.lineWidth = 2 * bevel;
    ctx.strokeStyle = "rgba(255, 255, 255, 0.45)";
    ctx.stroke (path);
    ctx.strokeStyle = "rgba(0, 0, 0, 0.35)";
    ctx.stroke (path);
    ctx.restore ();

    ctx.save ();
    ctx.lineWidth = isSelected ? Math.max (2, view.scale * 0.06)
                               : Math.max (0.75, view.scale * 0.02);
    ctx.strokeStyle = isSelected ? SELECTED : "rgba(0, 0, 0, 0.6)";
    ctx.stroke (path);
    ctx.restore ();
  }

  /* The key that selects block @i (1 … 9, 0, then ⇧1 … ⇧6), drawn while
   * the board has the keyboard. */
  function drawBlockNumber (ctx, i, tris) {
    const label = i < 10 ? String ((i + 1) % 10) : `⇧${i - 9}`;
    let x = 0, y = 0;

    for (const t of tris) {
      const [cx, cy] = centroid (t);
      x += cx / tris.length;
      y += cy / tris.length;
    }
    const [sx, sy] = toScreen (x, y);
    const size = Math.max (10, view.scale * 0.42);
    ctx.save ();
    ctx.font = `bold ${size}px system-ui, sans-serif`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.lineWidth = Math.max (2, size * 0.18);
    ctx.strokeStyle = "rgba(0, 0, 0, 0.7)";
    ctx.fillStyle = "#ffffff";
    ctx.strokeText (label, sx, sy);
    ctx.fillText (label, sx, sy);
    ctx.restore ();
  }

  function trianglePath (path, t) {
    const v = engine.vertices[t];
    const [ax, ay] = toScreen (v[0], v[1]), [bx, by] = toScreen (v[2], v[3]);
    const [cx, cy] = toScreen (v[4], v[5]);

    path.moveTo (ax, ay);
    path.lineTo (bx, by);
    path.lineTo (cx, cy);
    path.closePath ();
  }

  function render () {
    const ctx = canvas.getContext ("2d");
    const ratio = window.devicePixelRatio || 1;
    const width = canvas.clientWidth, height = canvas.clientHeight;
    const pal = darkScheme.matches ? PALETTES.dark : PALETTES.light;
    const level = player && player.level;

    const pixelWidth = Math.round (width * ratio), pixelHeight = Math.round (height * ratio);
    if (canvas.width !== pixelWidth || canvas.height !== pixelHeight) {
      canvas.width = pixelWidth;
      canvas.height = pixelHeight;
    }
    ctx.setTransform (ratio, 0, 0, ratio, 0, 0);
    ctx.fillStyle = rgb (pal.wall);
    ctx.fillRect (0, 0, width, height);
    if (!level)
      return;
    /* The level fits above the solved banner or the message at the
     * board's foot, so neither covers it. */
    let foot = 0;
    for (const id of ["solved", "message"])
      if (!$(id).hidden)
        foot = Math.max (foot, $(id).offsetHeight + 16);
    view = fitView (level, width, Math.max (height / 2, height - foot));

    const floor = new Path2D (), goals = new Path2D ();
    for (let t = 0; t < 512; t++)
      if (!isWall (level, t))
        trianglePath (isGoal (level, t) ? goals : floor, t);
    ctx.fillStyle = rgb (pal.floor);
    ctx.fill (floor);
    ctx.fillStyle = rgb (pal.goal);
    ctx.fill (goals);
    ctx.lineWidth = Math.max (0.5, view.scale * 0.015);
    ctx.strokeStyle = rgb (pal.grid);
    ctx.stroke (floor);
    ctx.stroke (goals);

    const shown = drag && drag.preview ? drag.preview : null;
    const blocks = shown ? shown.blocks : player.blocks ();
    level.blocks.forEach ((block, i) => {
      ctx.save ();
      /* Part way through a step, every block of the push chain is drawn
       * the same fraction of a step along its own direction. */
      if (shown && shown.dirs && shown.dirs[i] !== 0 && shown.slide > 0) {
        const [ax, ay] = engine.axisVectors[AXES[block.axis]];
        const k = shown.slide * shown.dirs[i] * view.scale;
        ctx.translate (k * ax, k * ay);
      }
      drawBlock (ctx, block, blocks[i], pal, i === selected);
      /* The keys that select the blocks, while the board has the focus
       * from the keyboard (not after a click). */
      if (canvas.matches (":focus-visible"))
        drawBlockNumber (ctx, i, blocks[i]);
      ctx.restore ();
    });

    /* A goal under a block stays in sight, dashed, as the studio draws it. */
    const covered = new Path2D ();
    let any = false;
    for (const tris of blocks)
      for (const t of tris)
        if (isGoal (level, t)) {
          trianglePath (covered, t);
          any = true;
        }
    if (any) {
      ctx.save ();
      ctx.setLineDash ([view.scale * 0.12, view.scale * 0.08]);
      ctx.lineWidth = Math.max (1.5, view.scale * 0.06);
      ctx.strokeStyle = rgb (pal.goalLine, 0.95);
      ctx.stroke (covered);
      ctx.restore ();
    }
  }

  /* The page around the board */

  function describeLevel (level) {
    return level.title || level.id;
  }

  function update () {
    const level = player.level;
    const index = player.index;
    const moves = player.moves ();
    const solved = player.solved () && moves > 0;
    const best = level.moves;

    $("level-title").textContent = describeLevel (level);
    $("level-number").textContent = `${index + 1} / ${pack.levels.length}`;
    document.title = `${describeLevel (level)} · ${pack.title || pack.id}`;
    $("previous").disabled = index === 0;
    $("next").disabled = index === pack.levels.length - 1;
    $("solved-next").hidden = index === pack.levels.length - 1;
    $("solved-save").hidden = index !== pack.levels.length - 1;
    $("undo").disabled = moves === 0;
    $("restart").disabled = moves === 0;

    const counter = $("counter");
    counter.textContent = "";
    counter.append ("Moves ");
    const strong = document.createElement ("strong");
    strong.textContent = String (moves);
    counter.append (strong);
    counter.append (best !== null && best !== undefined ? ` · best ${best}` : " · best unknown");
    if (!level.blocks.some ((b) => b.key))
      showMessage ("This level has no key block yet: it cannot be solved.");
    else if (!level.grid.some ((row) => row.includes ("*")))
      showMessage ("This level has no goal yet: it cannot be solved.");
    else if (moves === 0 && player.solved ())
      showMessage ("This level is solved at the start: there is nothing to do.");
    else
      $("message").hidden = true;

    $("solved").hidden = !solved;
    if (solved)
      $("solved-text").textContent = `Solved in ${moves} move${moves === 1 ? "" : "s"}!` +
        (best === moves ? " That is the optimum." :
         best > 0 ? ` The optimum is ${best}.` : "") +
        (index === pack.levels.length - 1 ? " That was the last level." : "");
    if (selected >= level.blocks.length)
      selected = -1;
    render ();
  }

  function showMessage (text) {
    const message = $("message");
    message.textContent = text;
    message.hidden = false;
  }

  function saveLog () {
    try {
      window.localStorage.setItem (storageKey, JSON.stringify (player.playtestLog ()));
      window.localStorage.setItem (testerKey, player.log.tester);
      window.localStorage.setItem (storageKey + ":boards", JSON.stringify (player.savedBoards ()));
      if (player.level)
        window.localStorage.setItem (storageKey + ":at", player.level.id);
    } catch (e) {
      /* A page opened from a file may have no storage; the log stays in memory. */
    }
  }

  function restoreLog () {
    try {
      const saved = JSON.parse (window.localStorage.getItem (storageKey) || "null");
      if (saved && saved.pack === pack.id)
        player.log.restore (saved, player.levels ());
      if (player.log.tester === "")
        player.log.tester = window.localStorage.getItem (testerKey) || "";
      player.restoreBoards (JSON.parse (window.localStorage.getItem (storageKey + ":boards") ||
                                        "null"));
    } catch (e) {
      /* Nothing kept, or nothing readable: a new log. */
    }
  }

  /* The level the tester was at when the page last closed, so a reload
   * goes on from there. */
  function lastLevel () {
    try {
      return window.localStorage.getItem (storageKey + ":at");
    } catch (e) {
      return null;
    }
  }

  /* A level as the tester left it (@resume), or at its start. */
  function openIndex (index, resume) {
    if (index < 0 || index >= pack.levels.length)
      return;
    selected = -1;
    drag = null;
    try {
      player.open (pack.levels[index].id, resume);
    } catch (e) {
      showMessage (e.message);
    }
  }

  function downloadLog () {
    const log = player.playtestLog ();
    const name = (log.tester || "tester").replace (/[^\p{L}\p{N}_-]+/gu, "-");
    const link = document.createElement ("a");

    link.href = "data:application/json;charset=utf-8," +
                encodeURIComponent (JSON.stringify (log, null, 2) + "\n");
    link.download = `playtest-${pack.id}-${name}.json`;
    document.body.append (link);
    link.click ();
    link.remove ();
  }

  /* Mouse and touch: a block follows the pointer along its band. */

  function pointerPoint (event) {
    const rect = canvas.getBoundingClientRect ();
    return [event.clientX - rect.left, event.clientY - rect.top];
  }

  function onPointerDown (event) {
    if (!player || event.button !== 0)
      return;
    const [x, y] = pointerPoint (event);
    const block = blockAt (x, y);

    if (block < 0)
      return;
    selected = block;
    drag = { block, x, y, preview: null };
    canvas.setPointerCapture (event.pointerId);
    canvas.classList.add ("dragging");
    render ();
  }

  function onPointerMove (event) {
    const [x, y] = pointerPoint (event);

    if (!drag) {
      canvas.style.cursor = player && blockAt (x, y) >= 0 ? "" : "default";
      return;
    }
    const level = player.level;
    const [ax, ay] = engine.axisVectors[AXES[level.blocks[drag.block].axis]];
    const steps = ((x - drag.x) * ax + (y - drag.y) * ay) / view.scale;
    drag.preview = steps !== 0 ? player.drag (drag.block, steps) : null;
    render ();
  }

  function onPointerUp (event) {
    if (!drag)
      return;
    const { block, preview } = drag;

    drag = null;
    canvas.classList.remove ("dragging");
    if (canvas.hasPointerCapture (event.pointerId))
      canvas.releasePointerCapture (event.pointerId);
    if (preview) {
      const steps = preview.steps + (preview.slide >= 0.5 ? 1 : 0);
      if (steps > 0 && player.move (block, preview.dir, steps))
        return;
    }
    render ();
  }

  /* The keyboard: Tab and the number keys select, the arrows move the
   * selected block one step along its band. */

  function arrowDir (key, axis) {
    const screen = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };
    const [vx, vy] = engine.axisVectors[axis];
    const dot = screen[key][0] * vx + screen[key][1] * vy;

    return Math.abs (dot) < 0.25 ? 0 : Math.sign (dot);
  }

  /* The block a number key selects: 1 … 9 and 0 the first ten, Shift+1 …
   * Shift+6 (by the key's place, whatever it types) the eleventh to the
   * sixteenth; -1 for any other key. */
  function blockKeyIndex (event) {
    if (event.ctrlKey || event.altKey || event.metaKey)
      return -1;
    if (event.shiftKey) {
      const digit = /^Digit([1-6])$/.exec (event.code || "");
      return digit ? 9 + Number (digit[1]) : -1;
    }
    if (/^[0-9]$/.test (event.key))
      return event.key === "0" ? 9 : Number (event.key) - 1;
    return -1;
  }

  function onCanvasKey (event) {
    if (!player || !player.level)
      return;
    const n = player.level.blocks.length;

    if (event.key === "Tab" && !event.ctrlKey && !event.altKey) {
      const step = event.shiftKey ? -1 : 1;
      const target = selected < 0 ? (event.shiftKey ? n - 1 : 0) : selected + step;

      /* Past the last block (or before the first), the focus moves on. */
      if (target >= 0 && target < n) {
        selected = target;
        event.preventDefault ();
      } else {
        selected = -1;
      }
      render ();
      return;
    }
    const index = blockKeyIndex (event);
    if (index >= 0) {
      if (index < n) {
        selected = index;
        render ();
      }
      event.preventDefault ();
      return;
    }
    if (event.key in { ArrowRight: 1, ArrowLeft: 1, ArrowDown: 1, ArrowUp: 1 }) {
      event.preventDefault ();
      if (selected < 0)
        return;
      const dir = arrowDir (event.key, AXES[player.level.blocks[selected].axis]);
      /* Presses of one arrow on one block make one move. */
      if (dir !== 0 && !player.continueMove (selected, dir, 1))
        player.move (selected, dir, 1);
      return;
    }
    if (event.key === "Escape") {
      selected = -1;
      render ();
    }
  }

  function onDocumentKey (event) {
    const typing = event.target instanceof HTMLInputElement;
    const ctrl = event.ctrlKey || event.metaKey;

    if (!player || event.altKey)
      return;
    if (ctrl && (event.key === "z" || event.key === "Z") && !typing) {
      player.undo ();
      event.preventDefault ();
    } else if (typing || ctrl) {
      return;
    } else if (event.target !== canvas &&
               (blockKeyIndex (event) >= 0 || event.key.startsWith ("Arrow"))) {
      /* The number keys and the arrows play wherever the focus is (after
       * a click on Next it is on that button): the board takes it. */
      canvas.focus ({ preventScroll: true });
      onCanvasKey (event);
    } else if (event.key === "Backspace") {
      player.undo ();
      event.preventDefault ();
    } else if (event.key === "Home") {
      player.restart ();
      event.preventDefault ();
    } else if (event.key === "PageDown") {
      openIndex (player.index + 1, true);
      event.preventDefault ();
    } else if (event.key === "PageUp") {
      openIndex (player.index - 1, true);
      event.preventDefault ();
    }
  }

  /* Start */

  function connect () {
    $("previous").addEventListener ("click", () => openIndex (player.index - 1, true));
    $("next").addEventListener ("click", () => openIndex (player.index + 1, true));
    $("solved-next").addEventListener ("click", () => openIndex (player.index + 1, true));
    $("undo").addEventListener ("click", () => player.undo ());
    $("restart").addEventListener ("click", () => player.restart ());
    $("save").addEventListener ("click", downloadLog);
    $("solved-save").addEventListener ("click", downloadLog);
    canvas.addEventListener ("focus", render);
    canvas.addEventListener ("blur", render);
    $("tester").addEventListener ("input", (event) => {
      player.log.tester = event.target.value.trim ();
      saveLog ();
    });
    canvas.addEventListener ("pointerdown", onPointerDown);
    canvas.addEventListener ("pointermove", onPointerMove);
    canvas.addEventListener ("pointerup", onPointerUp);
    canvas.addEventListener ("pointercancel", onPointerUp);
    canvas.addEventListener ("keydown", onCanvasKey);
    document.addEventListener ("keydown", onDocumentKey);
    document.addEventListener ("visibilitychange", () => {
      if (document.hidden) {
        player.pause ();
        saveLog ();
      } else {
        player.resume ();
      }
    });
    window.addEventListener ("pagehide", saveLog);
    darkScheme.addEventListener ("change", render);
    new ResizeObserver (() => render ()).observe ($("board"));
  }

  /* For scripts and tests: SPEC §8. */
  function publish () {
    window.polyform = Object.freeze ({
      levels: () => player.levels (),
      open: (id) => {
        const index = player.levels ().indexOf (id);
        if (index < 0)
          return false;
        openIndex (index, false);
        return player.level.id === id;
      },
      move: (block, dir, steps) => player.move (block, dir, steps),
      blocks: () => player.blocks (),
      solved: () => player.solved (),
      moves: () => player.moves (),
      undo: () => player.undo (),
      restart: () => player.restart (),
      log: () => player.playtestLog (),
    });
  }

  PolyformRules.load ($("rules-wasm").textContent).then ((loaded) => {
    engine = loaded;
    player = new PolyformRules.Player (engine, pack);
    restoreLog ();
    $("tester").value = player.log.tester;
    player.changed = () => {
      update ();
      saveLog ();
    };
    connect ();
    if (pack.levels.length > 0)
      openIndex (Math.max (0, player.levels ().indexOf (lastLevel ())), true);
    else {
      showMessage ("This pack has no levels.");
      for (const id of ["previous", "next", "undo", "restart", "save"])
        $(id).disabled = true;
    }
    publish ();
  }).catch ((error) => {
    showMessage (`This browser cannot play the pack: ${error.message}`);
  });
}) ();
