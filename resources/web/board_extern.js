// A game played by an external referee (docs/external-games.md), as the window's external
// board shows it. Tier 0: the scores, each player's last input and reply, the summary
// lines and the end of the referee's log, as plain canvas text. Tier 1: the kibitz frame's
// grid (cell text and colour) at the left, with its marks (the bot marks' grammar).
// Every text comes from the replay file: drawn with fillText, never as markup.
window.KibitzBoards = window.KibitzBoards || {};
window.KibitzBoards.extern = (function () {
  const INK = '#1d2330', MUTED = '#5a6272', LINE = 15, MAX_LINES = 6, MAX_CHARS = 90;
  let geometry = null;
  function cut(text) {
    const s = String(text == null ? '' : text);
    return s.length > MAX_CHARS ? s.slice(0, MAX_CHARS - 1) + '…' : s;
  }
  function textLines(text) {
    const lines = String(text == null ? '' : text).split('\n');
    if (lines.length && lines[lines.length - 1] === '') lines.pop();
    return lines.length > MAX_LINES ? lines.slice(0, MAX_LINES - 1).concat(['…']) : lines;
  }
  function readable(hex) {
    const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex || '');
    if (!m) return INK;
    const [r, g, b] = m.slice(1).map((h) => parseInt(h, 16));
    return 0.299 * r + 0.587 * g + 0.114 * b < 128 ? '#fff' : '#000';
  }
  function drawGrid(g, grid, left, top, size) {
    const cell = Math.floor(size / Math.max(grid.rows, grid.cols));
    geometry = { left, top, cell, grid };
    g.textAlign = 'center'; g.textBaseline = 'middle';
    g.font = Math.max(8, Math.floor(cell * 0.45)) + 'px system-ui, sans-serif';
    for (let r = 0; r < grid.rows; ++r) for (let c = 0; c < grid.cols; ++c) {
      const v = ((grid.cells || [])[r] || [])[c] || {};
      const x = left + c * cell, y = top + r * cell;
      g.fillStyle = v.color || '#fff'; g.fillRect(x, y, cell, cell);
      g.strokeStyle = '#b8bec8'; g.strokeRect(x + 0.5, y + 0.5, cell - 1, cell - 1);
      if (v.text && cell >= 10) { g.fillStyle = v.color ? readable(v.color) : INK; g.fillText(cut(v.text).slice(0, 6), x + cell / 2, y + cell / 2); }
    }
    g.textAlign = 'left'; g.textBaseline = 'alphabetic';
  }
  function center(anchor) {
    const m = /^cell:(\d+),(\d+)$/.exec(anchor || '');
    if (!m || !geometry) return null;
    const r = Number(m[1]), c = Number(m[2]);
    if (r >= geometry.grid.rows || c >= geometry.grid.cols) return null;
    return [geometry.left + (c + 0.5) * geometry.cell, geometry.top + (r + 0.5) * geometry.cell, geometry.cell];
  }
  // The referee's marks: "text R,C WORDS", "color R,C #rrggbb", "line R,C R,C [#rrggbb]", "note WORDS".
  function drawMarks(g, marks) {
    const notes = [];
    for (const line of marks || []) {
      const w = String(line).split(' ');
      const a = center('cell:' + w[1]);
      g.save();
      if (w[0] === 'note') notes.push(String(line).slice(5));
      else if (w[0] === 'color' && a) { g.globalAlpha = 0.45; g.fillStyle = w[2]; g.fillRect(a[0] - a[2] / 2, a[1] - a[2] / 2, a[2], a[2]); }
      else if (w[0] === 'line' && a) {
        const b = center('cell:' + w[2]);
        if (b) { g.strokeStyle = /^#[0-9a-f]{6}$/i.test(w[3] || '') ? w[3] : INK; g.lineWidth = 3; g.beginPath(); g.moveTo(a[0], a[1]); g.lineTo(b[0], b[1]); g.stroke(); }
      } else if (w[0] === 'text' && a) { g.fillStyle = '#000'; g.font = '11px system-ui, sans-serif'; g.fillText(cut(w.slice(2).join(' ')), a[0] + 3, a[1] - 3); }
      g.restore();
    }
    return notes;
  }
  return {
    describe(x, y) {
      if (!geometry) return '';
      const c = Math.floor((x - geometry.left) / geometry.cell), r = Math.floor((y - geometry.top) / geometry.cell);
      if (r < 0 || c < 0 || r >= geometry.grid.rows || c >= geometry.grid.cols) return '';
      const v = ((geometry.grid.cells || [])[r] || [])[c] || {};
      return r + ',' + c + (v.text ? ': ' + cut(v.text) : '');
    },
    anchor: center,
    draw(g, canvas, v) {
      const s = v.state || {}, k = s.kibitz || {}, players = s.players || [];
      geometry = null;
      let x = 10, width = canvas.width - 20, notes = [];
      g.fillStyle = '#f6f7f9'; g.fillRect(0, 0, canvas.width, canvas.height);
      if (k.grid && k.grid.rows > 0 && k.grid.cols > 0) {
        const size = Math.min(canvas.height - 20, Math.floor(canvas.width * 0.55));
        drawGrid(g, k.grid, 10, 10, size);
        notes = drawMarks(g, k.marks);
        x = size + 24; width = canvas.width - x - 10;
      }
      let y = 22;
      const say = (text, color, bold) => {
        if (y > canvas.height - 6) return;
        g.fillStyle = color || INK; g.font = (bold ? 'bold ' : '') + '12px system-ui, sans-serif';
        g.fillText(cut(text), x, y, width); y += LINE;
      };
      if (s.scores) say(v.tr('Scores') + ': ' + s.scores.map((sc, p) => (v.replay.players[p] || {}).name + ' ' + sc).join(', '), INK, true);
      players.forEach((seat, p) => {
        say('■ ' + ((v.replay.players[p] || {}).name || ''), v.colorOf(p), true);
        say(v.tr('Last input'), MUTED);
        for (const l of textLines(seat.input)) say('  ' + l);
        say(v.tr('Last reply'), MUTED);
        for (const l of textLines(seat.reply)) say('  ' + l);
      });
      if ((s.summary || []).length) { say(v.tr('Summary'), INK, true); for (const l of s.summary.slice(0, MAX_LINES)) say('  ' + l); }
      if (notes.length) for (const n of notes) say(n, MUTED);
      if ((s.log || []).length) { say(v.tr('Referee log'), INK, true); for (const l of s.log.slice(-MAX_LINES)) say('  ' + l, MUTED); }
      return { grid: k.grid ? { rows: k.grid.rows, cols: k.grid.cols } : null, players: players.length, y };
    },
  };
})();
