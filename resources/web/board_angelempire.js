// Angel Empire: the battlefield (walls, the player's and the CPU's units with their
// element, class and HP), the turn's hits with their damage, the battle and turn. The map's
// size, the cell codes and every unit type's class, element and full HP are the rules'
// (GameInfo::viewerConstants, docs/replay-format.md).
window.KibitzBoards = window.KibitzBoards || {};
window.KibitzBoards.angelempire = (function () {
  const ELEMENT_COLORS = { wind: '#7fc8e8', fire: '#e8663c', water: '#3c6fe8', earth: '#a8763c' };
  // The state's stage token -> the board word the window's header uses for it.
  const STAGE_WORDS = { build: 'term:buying the army', command: 'term:battle under way', over: 'term:campaign over' };
  let geometry = null;
  const center = (x, y) => [geometry.left + (x + 0.5) * geometry.cell, geometry.top + (y + 0.5) * geometry.cell, geometry.cell];
  // A unit type's element id ('wind'...): its colour here; its name is the game's word
  // (GameInfo::boardWords, under 'term:<English>'), as every word here.
  const elementOf = (C, type) => C.elements[C.units[type].element];
  return {
    describe(x, y, tr) {
      if (!geometry) return '';
      const cx = Math.floor((x - geometry.left) / geometry.cell), cy = Math.floor((y - geometry.top) / geometry.cell);
      const u = geometry.units.find((w) => w.x === cx && w.y === cy);
      if (!u) return '';
      const C = geometry.constants, unit = C.units[u.type];
      const name = tr('term:%1 %2', tr('term:' + elementOf(C, u.type)), tr(unit.magician ? 'term:Magician' : 'term:Warrior'));
      const side = u.side === C.playerSide ? geometry.player : tr('term:CPU');
      return tr('term:%1 #%2 (%3)', name, u.id, side) + '\n' + tr('term:HP %1 / %2', u.hp, unit.maxHp);
    },
    anchor(a) {
      let m = /^cell:(\d+),(\d+)$/.exec(a);
      if (m) return center(Number(m[2]), Number(m[1]));
      m = /^unit:(\d+)$/.exec(a);
      const u = m && geometry.units.find((w) => w.id === Number(m[1]));
      return u ? center(u.x, u.y) : null;
    },
    draw(g, canvas, v) {
      const s = v.state, C = v.constants, W = C.mapWidth, H = C.mapHeight;
      const cell = Math.floor(Math.min((canvas.width - 10) / W, (canvas.height - 60) / H));
      geometry = { left: 5, top: 40, cell, units: [], player: v.replay.players[0].name, constants: C };
      g.font = '13px system-ui, sans-serif'; g.fillStyle = '#1d2330';
      // The stage as the window's header says it; a token this page does not know stays as it is.
      const stage = STAGE_WORDS[s.stage] ? v.tr(STAGE_WORDS[s.stage]) : String(s.stage);
      g.fillText(v.tr('term:battle %1, turn %2, budget %3, %4', s.battle, s.turn, s.money, stage), 5, 22);
      for (let x = 0; x < W; ++x) for (let y = 0; y < H; ++y) {
        const [type, side, hp, moved, id] = s.board[x * H + y];
        const px = 5 + x * cell, py = 40 + y * cell;
        g.fillStyle = type === C.wall ? '#555' : '#eef0e6'; g.fillRect(px, py, cell, cell);
        g.strokeStyle = '#c8ccbe'; g.strokeRect(px, py, cell, cell);
        const unit = C.units[type];
        if (!unit) continue;
        geometry.units.push({ x, y, type, side, hp, id });
        const mage = unit.magician;
        g.fillStyle = ELEMENT_COLORS[elementOf(C, type)];
        g.beginPath();
        if (mage) { g.moveTo(px + cell / 2, py + 8); g.lineTo(px + cell - 10, py + cell - 18); g.lineTo(px + 10, py + cell - 18); }
        else g.rect(px + 12, py + 8, cell - 24, cell - 26);
        g.fill();
        g.lineWidth = 3; g.strokeStyle = side === C.playerSide ? v.colorOf(0) : v.colorOf(1); g.stroke(); g.lineWidth = 1;
        g.fillStyle = '#dde1e6'; g.fillRect(px + 6, py + cell - 12, cell - 12, 6);
        g.fillStyle = hp * 2 > unit.maxHp ? '#2ca02c' : '#d62728';
        g.fillRect(px + 6, py + cell - 12, (cell - 12) * hp / unit.maxHp, 6);
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
      g.fillStyle = v.colorOf(1); g.fillText('■ ' + v.tr('term:CPU'), 200, canvas.height - 6);
      return { units: geometry.units.map((u) => [u.x, u.y, u.type, u.side, u.hp]), hits };
    },
  };
})();
