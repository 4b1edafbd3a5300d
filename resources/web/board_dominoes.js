// Dominoes: the grid of placed dominoes (each a tile of red and green squares, one per bit
// of its pattern) and the stack of revealed dominoes waiting to be placed. The grid's side,
// the stack's slots and where each bit's square sits are the rules' (GameInfo's
// viewerConstants, docs/replay-format.md); a bit set is green, as the window draws it.
window.KibitzBoards = window.KibitzBoards || {};
window.KibitzBoards.dominoes = (function () {
  let geometry = null;
  function tile(g, C, pattern, x, y, w, h) {
    g.fillStyle = '#fff'; g.fillRect(x, y, w, h);
    if (pattern < 0) { g.strokeStyle = '#d0d4da'; g.strokeRect(x + 0.5, y + 0.5, w - 1, h - 1); return; }
    const columns = 1 + Math.max(...C.squares.map((q) => q[0])), rows = 1 + Math.max(...C.squares.map((q) => q[1]));
    const sw = w / columns, sh = h / rows;
    C.squares.forEach(([col, row], bit) => {
      g.fillStyle = (pattern >> bit) & 1 ? '#2ca02c' : '#d62728';
      g.fillRect(x + col * sw + 1, y + row * sh + 1, sw - 2, sh - 2);
    });
  }
  return {
    describe(x, y, tr) {
      if (!geometry) return '';
      const n = geometry.side;
      const c = Math.floor((x - geometry.left) / geometry.w), r = Math.floor((y - geometry.top) / geometry.h);
      if (r < 0 || c < 0 || r >= n || c >= n) return '';
      const p = geometry.grid[r * n + c];
      return tr('term:cell %1 (row %2, col %3)', r * n + c, r, c) + (p >= 0 ? ': ' + tr('term:pattern %1', p) : '');
    },
    anchor(a) {
      const m = /^cell:(\d+)$/.exec(a);
      const n = geometry && geometry.side;
      if (!m || Number(m[1]) >= n * n) return null;
      const p = Number(m[1]);
      return [geometry.left + (p % n + 0.5) * geometry.w, geometry.top + (Math.floor(p / n) + 0.5) * geometry.h, geometry.w];
    },
    draw(g, canvas, v) {
      const s = v.state, C = v.constants, n = C.side, perRow = Math.ceil(C.slots / 2);
      // The grid and, right of it, the stack in two rows; a tile is taller than wide, its
      // squares too (the X11 version's 6 x 12), as in the window.
      const h = Math.floor((canvas.height - 40) / n), w = Math.floor(h * 2 / 3);
      geometry = { left: 5, top: 30, w, h, grid: s.grid, side: n };
      g.font = '13px system-ui, sans-serif'; g.fillStyle = '#1d2330';
      g.fillText(v.tr('term:turn %1, total %2', s.turn, s.total) + (s.endReason ? ' — ' + s.endReason : ''), 5, 20);
      for (let p = 0; p < n * n; ++p) tile(g, C, s.grid[p], 5 + (p % n) * w, 30 + Math.floor(p / n) * h, w, h);
      const sx = 5 + n * w + 30;
      g.fillStyle = '#1d2330'; g.fillText(v.tr('term:stack'), sx, 44);
      s.stack.forEach((pattern, i) => tile(g, C, pattern, sx + (i % perRow) * (w + 6), 54 + Math.floor(i / perRow) * (h + 6), w, h));
      return { grid: s.grid.slice(), stack: s.stack.slice() };
    },
  };
})();
