// Dominoes: the 8 x 8 grid of placed dominoes (each a 2 x 3 tile of red and green squares,
// bit 2*row+col) and the 8-slot stack of revealed dominoes waiting to be placed.
window.KibitzBoards = window.KibitzBoards || {};
window.KibitzBoards.dominoes = (function () {
  let geometry = null;
  function tile(g, pattern, x, y, w, h) {
    g.fillStyle = '#fff'; g.fillRect(x, y, w, h);
    if (pattern < 0) { g.strokeStyle = '#d0d4da'; g.strokeRect(x + 0.5, y + 0.5, w - 1, h - 1); return; }
    const sw = w / 2, sh = h / 3;
    for (let bit = 0; bit < 6; ++bit) {
      g.fillStyle = (pattern >> bit) & 1 ? '#2ca02c' : '#d62728';
      g.fillRect(x + (bit % 2) * sw + 1, y + Math.floor(bit / 2) * sh + 1, sw - 2, sh - 2);
    }
  }
  return {
    describe(x, y, tr) {
      if (!geometry) return '';
      const c = Math.floor((x - geometry.left) / geometry.w), r = Math.floor((y - geometry.top) / geometry.h);
      if (r < 0 || c < 0 || r > 7 || c > 7) return '';
      const p = geometry.grid[r * 8 + c];
      return tr('cell %1 (row %2, col %3)', r * 8 + c, r, c) + (p >= 0 ? ': ' + tr('pattern %1', p) : '');
    },
    anchor(a) {
      const m = /^cell:(\d+)$/.exec(a);
      if (!m || Number(m[1]) > 63) return null;
      const p = Number(m[1]);
      return [geometry.left + (p % 8 + 0.5) * geometry.w, geometry.top + (Math.floor(p / 8) + 0.5) * geometry.h, geometry.w];
    },
    draw(g, canvas, v) {
      const s = v.state, h = Math.floor((canvas.height - 40) / 8), w = Math.floor(h * 2 / 3);
      geometry = { left: 5, top: 30, w, h, grid: s.grid };
      g.font = '13px system-ui, sans-serif'; g.fillStyle = '#1d2330';
      g.fillText(v.tr('turn %1, total %2', s.turn, s.total) + (s.endReason ? ' — ' + s.endReason : ''), 5, 20);
      for (let p = 0; p < 64; ++p) tile(g, s.grid[p], 5 + (p % 8) * w, 30 + Math.floor(p / 8) * h, w, h);
      const sx = 5 + 8 * w + 30;
      g.fillStyle = '#1d2330'; g.fillText(v.tr('stack'), sx, 44);
      s.stack.forEach((pattern, i) => tile(g, pattern, sx + (i % 4) * (w + 6), 54 + Math.floor(i / 4) * (h + 6), w, h));
      return { grid: s.grid.slice(), stack: s.stack.slice() };
    },
  };
})();
