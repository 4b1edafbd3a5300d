// Angel Empire: the 10 x 7 battlefield (walls, the player's and the CPU's units with their
// element, class and HP), the turn's hits with their damage, the battle and turn.
window.KibitzBoards = window.KibitzBoards || {};
window.KibitzBoards.angelempire = (function () {
  const W = 10, H = 7;
  const ELEMENTS = ['#7fc8e8', '#e8663c', '#3c6fe8', '#a8763c'];  // wind, fire, water, earth
  const MAX_HP = (type) => (type <= 5 ? 500 : 240);
  let geometry = null;
  const center = (x, y) => [geometry.left + (x + 0.5) * geometry.cell, geometry.top + (y + 0.5) * geometry.cell, geometry.cell];
  // Keys of the words table: the window's element names (its 'water' is not OrkIsland's).
  const ELEMENT_NAMES = ['element:wind', 'element:fire', 'element:water', 'element:earth'];
  return {
    describe(x, y, tr) {
      if (!geometry) return '';
      const cx = Math.floor((x - geometry.left) / geometry.cell), cy = Math.floor((y - geometry.top) / geometry.cell);
      const u = geometry.units.find((w) => w.x === cx && w.y === cy);
      if (!u) return '';
      const kind = tr(u.type <= 5 ? '%1 warrior' : '%1 magician', tr(ELEMENT_NAMES[(u.type - 2) % 4]));
      return tr('unit %1 (%2), %3: HP %4/%5', u.id, u.side === 1 ? geometry.player : tr('CPU'), kind, u.hp, MAX_HP(u.type));
    },
    anchor(a) {
      let m = /^cell:(\d+),(\d+)$/.exec(a);
      if (m) return center(Number(m[2]), Number(m[1]));
      m = /^unit:(\d+)$/.exec(a);
      const u = m && geometry.units.find((w) => w.id === Number(m[1]));
      return u ? center(u.x, u.y) : null;
    },
    draw(g, canvas, v) {
      const s = v.state, cell = Math.floor(Math.min((canvas.width - 10) / W, (canvas.height - 60) / H));
      geometry = { left: 5, top: 40, cell, units: [], player: v.replay.players[0].name };
      g.font = '13px system-ui, sans-serif'; g.fillStyle = '#1d2330';
      g.fillText(v.tr('battle %1, turn %2, money %3, stage %4', s.battle, s.turn, s.money, s.stage), 5, 22);
      for (let x = 0; x < W; ++x) for (let y = 0; y < H; ++y) {
        const [type, side, hp, moved, id] = s.board[x * H + y];
        const px = 5 + x * cell, py = 40 + y * cell;
        g.fillStyle = type === 0 ? '#555' : '#eef0e6'; g.fillRect(px, py, cell, cell);
        g.strokeStyle = '#c8ccbe'; g.strokeRect(px, py, cell, cell);
        if (type < 2) continue;
        geometry.units.push({ x, y, type, side, hp, id });
        const mage = type >= 6;
        g.fillStyle = ELEMENTS[(type - 2) % 4];
        g.beginPath();
        if (mage) { g.moveTo(px + cell / 2, py + 8); g.lineTo(px + cell - 10, py + cell - 18); g.lineTo(px + 10, py + cell - 18); }
        else g.rect(px + 12, py + 8, cell - 24, cell - 26);
        g.fill();
        g.lineWidth = 3; g.strokeStyle = side === 1 ? v.colorOf(0) : v.colorOf(1); g.stroke(); g.lineWidth = 1;
        g.fillStyle = '#dde1e6'; g.fillRect(px + 6, py + cell - 12, cell - 12, 6);
        g.fillStyle = hp * 2 > MAX_HP(type) ? '#2ca02c' : '#d62728';
        g.fillRect(px + 6, py + cell - 12, (cell - 12) * hp / MAX_HP(type), 6);
        g.fillStyle = '#1d2330'; g.font = '10px system-ui, sans-serif'; g.fillText(String(hp), px + 4, py + 12);
        if (moved) g.fillText('✓', px + cell - 12, py + 12);
      }
      // This turn's hits (event data, version 3): the damage where it landed.
      const hits = [];
      for (const e of v.frame.events || []) {
        const d = e.data;
        if (!d || d.x === undefined || d.y === undefined || d.damage === undefined) continue;
        hits.push([d.x, d.y, d.damage]);
        g.fillStyle = 'rgba(214,39,40,0.9)'; g.font = 'bold 14px system-ui, sans-serif';
        g.fillText('-' + d.damage, 5 + d.x * cell + cell * 0.3, 40 + d.y * cell + cell * 0.55);
      }
      g.font = '12px system-ui, sans-serif';
      g.fillStyle = v.colorOf(0); g.fillText('■ ' + v.replay.players[0].name, 5, canvas.height - 6);
      g.fillStyle = v.colorOf(1); g.fillText('■ ' + v.tr('CPU'), 200, canvas.height - 6);
      return { units: geometry.units.map((u) => [u.x, u.y, u.type, u.side, u.hp]), hits };
    },
  };
})();
