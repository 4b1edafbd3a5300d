// OrkIsland: the island's cells (water, grass, forest, sand, cities, paths), cities and paths
// tinted by their owner, every ork as a dot in its owner's colour. Which letter of the
// state's map is which terrain is the rules' (GameInfo's viewerConstants.terrain).
window.KibitzBoards = window.KibitzBoards || {};
window.KibitzBoards.orkisland = (function () {
  const GROUND = { water: '#5b8fd6', grass: '#9fd67a', forest: '#3f8f3a', sand: '#e8d590', city: '#b0b0b0', path: '#d0c0a0' };
  let geometry = null;
  const center = (r, c) => [geometry.left + (c + 0.5) * geometry.cell, geometry.top + (r + 0.5) * geometry.cell, geometry.cell];
  // Every word is the game's (GameInfo::boardWords, under 'term:<English>'); a terrain's id
  // is its English word.
  return {
    describe(x, y, tr) {
      if (!geometry) return '';
      const r = Math.floor((y - geometry.top) / geometry.cell), c = Math.floor((x - geometry.left) / geometry.cell);
      if (r < 0 || c < 0 || r >= geometry.rows.length || c >= geometry.rows[r].length) return '';
      const terrain = geometry.terrain[geometry.rows[r][c]];
      const lines = [tr('term:%1 at (%2, %3)', terrain ? tr('term:' + terrain) : '?', r, c)];
      geometry.units.forEach((u, id) => {
        if (u[1] === r && u[2] === c) lines.push(tr('term:Ork %1 of %2, health %3', id, geometry.names[u[0]], u[3]));
      });
      return lines.join('\n');
    },
    anchor(a) {
      let m = /^cell:(\d+),(\d+)$/.exec(a);
      if (m) return center(Number(m[1]), Number(m[2]));
      m = /^unit:(\d+)$/.exec(a);
      if (m && geometry.units[Number(m[1])]) { const u = geometry.units[Number(m[1])]; return center(u[1], u[2]); }
      return null;
    },
    draw(g, canvas, v) {
      const rows = v.state.map.rows;
      const n = rows.length;
      const cell = Math.floor(Math.min(canvas.width - 180, canvas.height - 10) / n) || 1;
      const u = v.state.units, units = [];
      for (let i = 0; i + 3 < u.length; i += 4) units.push([u[i], u[i + 1], u[i + 2], u[i + 3]]);
      const terrain = v.constants.terrain;
      geometry = { left: 5, top: 5, cell, units, rows, terrain, names: v.replay.players.map((p) => p.name) };
      for (let r = 0; r < n; ++r) for (let c = 0; c < rows[r].length; ++c) {
        g.fillStyle = GROUND[terrain[rows[r][c]]] || '#fff';
        g.fillRect(5 + c * cell, 5 + r * cell, cell, cell);
      }
      const tint = (cells, owner, from) => {
        if (owner < 0) return;
        // Owned cells in the owner's colour, each outlined so a green owner stays apart
        // from the forest.
        g.fillStyle = v.colorOf(owner); g.strokeStyle = 'rgba(0,0,0,0.45)'; g.lineWidth = 1;
        for (let i = from; i + 1 < cells.length; i += 2) {
          g.globalAlpha = 0.8; g.fillRect(5 + cells[i + 1] * cell, 5 + cells[i] * cell, cell, cell);
          g.globalAlpha = 1; g.strokeRect(5.5 + cells[i + 1] * cell, 5.5 + cells[i] * cell, cell - 1, cell - 1);
        }
      };
      v.state.map.cities.forEach((cells, i) => tint(cells, v.state.cityOwners[i], 0));
      v.state.map.paths.forEach((cells, i) => tint(cells, v.state.pathOwners[i], 2));
      for (const [owner, r, c] of units) {
        g.fillStyle = v.colorOf(owner); g.strokeStyle = '#000'; g.lineWidth = 0.6;
        g.beginPath(); g.arc(5 + (c + 0.5) * cell, 5 + (r + 0.5) * cell, Math.max(1.5, cell * 0.42), 0, 2 * Math.PI); g.fill(); g.stroke();
      }
      const lx = 15 + n * cell;
      g.font = '12px system-ui, sans-serif';
      g.fillStyle = '#1d2330'; g.fillText(v.tr('term:Round %1', v.state.round), lx, 20);
      v.replay.players.forEach((p, i) => {
        const count = units.filter((w) => w[0] === i).length;
        g.fillStyle = v.colorOf(i); g.fillRect(lx, 34 + i * 40, 10, 10);
        g.fillStyle = '#1d2330'; g.fillText(p.name, lx + 14, 43 + i * 40);
        g.fillText(v.trn('term:%1 points, %n ork(s)', count, v.state.scores[i]), lx + 14, 58 + i * 40);
      });
      return { units, cityOwners: v.state.cityOwners, pathOwners: v.state.pathOwners };
    },
  };
})();
