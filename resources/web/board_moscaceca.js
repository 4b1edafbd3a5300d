// Mosca Ceca: the n x n board with cloth (its amount), charging columns and flags in their
// player's colour, the agents with energy and cloth, and the fog of one chosen agent: what
// its view shows (its cell and the neighbours the rules' `sight` offsets name) and the
// flags of its own player, which every view lists.
window.KibitzBoards = window.KibitzBoards || {};
window.KibitzBoards.moscaceca = (function () {
  let geometry = null;
  const center = (r, c) => [geometry.left + (c + 0.5) * geometry.cell, geometry.top + (r + 0.5) * geometry.cell, geometry.cell];
  const owner = (state, agent) => Math.floor(agent / Math.max(1, state.config.agents_per_player));
  return {
    options(replay, controls, redraw, tr) {
      const opts = { fog: -1 };
      const label = document.createElement('label');
      label.textContent = tr('term:Fog of') + ' ';
      const select = document.createElement('select');
      select.id = 'fog';
      const none = document.createElement('option');
      none.value = '-1'; none.textContent = tr('term:nobody');
      select.appendChild(none);
      const agents = replay.frames[0].state.agents.row.length;
      const per = Math.max(1, (replay.sharedState && replay.sharedState.config || replay.frames[0].state.config).agents_per_player);
      for (let a = 0; a < agents; ++a) {
        const o = document.createElement('option');
        o.value = String(a); o.textContent = tr('term:agent %1 (%2)', a, replay.players[Math.floor(a / per)].name);
        select.appendChild(o);
      }
      select.onchange = () => { opts.fog = Number(select.value); redraw(); };
      // ?fog=K opens the page on agent K's fog (links, screenshots).
      const asked = new URLSearchParams(location.search).get('fog');
      if (asked !== null && Number(asked) >= 0 && Number(asked) < agents) { select.value = asked; opts.fog = Number(asked); }
      label.appendChild(select);
      controls.appendChild(label);
      return opts;
    },
    describe(x, y, tr) {
      if (!geometry) return '';
      const r = Math.floor((y - geometry.top) / geometry.cell), c = Math.floor((x - geometry.left) / geometry.cell);
      if (r < 0 || c < 0 || r >= geometry.tokens.length || c >= geometry.tokens.length) return '';
      const t = geometry.tokens[r][c];
      const ground = t === '#' ? tr('term:Colonna di ricarica (charging column)') : t[0] === 'c' ? tr('term:Stoffa (cloth): %1 left', t.slice(1))
        : t[0] === 'f' ? tr('term:Bandiera (flag) of %1', geometry.names[Number(t.slice(1))]) : '';
      const lines = [tr('term:Cell (%1, %2)', r, c) + (ground ? '\n' + ground : '')];
      geometry.agents.forEach((ag, i) => {
        if (ag.row === r && ag.col === c) lines.push(tr('term:agent %1: energy %2, cloth %3', i, ag.energy, ag.cloth));
      });
      return lines.join('\n');
    },
    anchor(a) {
      let m = /^cell:(\d+),(\d+)$/.exec(a);
      if (m) return center(Number(m[1]), Number(m[2]));
      m = /^unit:(\d+)$/.exec(a);
      if (m && geometry.agents[Number(m[1])]) { const ag = geometry.agents[Number(m[1])]; return center(ag.row, ag.col); }
      return null;
    },
    draw(g, canvas, v) {
      const s = v.state, n = s.board.length;
      const cell = Math.floor(Math.min(canvas.width - 200, canvas.height - 10) / n);
      const A = s.agents;
      const agents = A.row.map((r, i) => ({ row: r, col: A.col[i], on: A.on[i], energy: A.energy[i], cloth: A.cloth[i], player: owner(s, i) }));
      const tokens = s.board.map((line) => line.split(' '));
      geometry = { left: 5, top: 5, cell, agents, tokens, names: v.replay.players.map((p) => p.name) };
      const flags = {};
      g.font = Math.max(8, Math.floor(cell * 0.45)) + 'px system-ui, sans-serif';
      for (let r = 0; r < n; ++r) for (let c = 0; c < n; ++c) {
        const t = tokens[r][c], x = 5 + c * cell, y = 5 + r * cell;
        g.fillStyle = '#f3efe4'; g.fillRect(x, y, cell, cell);
        g.strokeStyle = '#d8d2c2'; g.strokeRect(x, y, cell, cell);
        if (t === '#') { g.fillStyle = '#4a5568'; g.fillRect(x + cell * 0.3, y + cell * 0.15, cell * 0.4, cell * 0.7); }
        else if (t[0] === 'c') { g.fillStyle = '#c79a5b'; g.fillRect(x + 2, y + 2, cell - 4, cell - 4); g.fillStyle = '#3b2a14'; g.fillText(t.slice(1), x + 3, y + cell * 0.6); }
        else if (t[0] === 'f') {
          const p = Number(t.slice(1)); flags[p] = (flags[p] || 0) + 1;
          g.fillStyle = v.colorOf(p); g.fillRect(x + cell * 0.25, y + cell * 0.15, cell * 0.5, cell * 0.35);
          g.fillRect(x + cell * 0.22, y + cell * 0.15, 2, cell * 0.7);
        }
      }
      agents.forEach((ag, i) => {
        const [cx, cy] = center(ag.row, ag.col);
        g.globalAlpha = ag.on ? 1 : 0.35; g.fillStyle = v.colorOf(ag.player); g.strokeStyle = '#000';
        g.beginPath(); g.arc(cx, cy, cell * 0.38, 0, 2 * Math.PI); g.fill(); g.stroke(); g.globalAlpha = 1;
        g.fillStyle = '#fff'; g.fillText(String(i), cx - cell * 0.12, cy + cell * 0.15);
      });
      const fog = v.options.fog;
      const fogSeen = [];
      let fogFlags = 0;
      if (fog >= 0 && agents[fog]) {
        const me = agents[fog];
        const seen = new Set();
        // A switched-off agent sees nothing.
        if (me.on) [[0, 0]].concat(v.constants.sight || []).forEach(([dr, dc]) => {
          const r = me.row + dr, c = me.col + dc;
          if (r >= 0 && c >= 0 && r < n && c < n) seen.add(r * n + c);
        });
        for (let r = 0; r < n; ++r) for (let c = 0; c < n; ++c) {
          const ownFlag = me.on && tokens[r][c] === 'f' + me.player;
          if (ownFlag) ++fogFlags;
          if (seen.has(r * n + c)) { fogSeen.push([r, c]); continue; }
          g.fillStyle = ownFlag ? 'rgba(20,24,32,0.25)' : 'rgba(20,24,32,0.7)';
          g.fillRect(5 + c * cell, 5 + r * cell, cell, cell);
        }
      }
      const lx = 15 + n * cell;
      g.font = '12px system-ui, sans-serif'; g.fillStyle = '#1d2330';
      g.fillText(v.tr('term:turn %1', s.turn), lx, 20);
      agents.forEach((ag, i) => {
        g.fillStyle = v.colorOf(ag.player); g.fillRect(lx, 32 + i * 34, 10, 10);
        g.fillStyle = '#1d2330';
        g.fillText(v.tr('term:agent %1: energy %2, cloth %3', i, ag.energy, ag.cloth) + (ag.on ? '' : ' ' + v.tr('term:(off)')), lx + 14, 41 + i * 34);
        g.fillText(v.trn('term:%n flag(s)', flags[ag.player] || 0), lx + 14, 56 + i * 34);
      });
      return { agents: agents.map((ag) => [ag.row, ag.col, ag.on, ag.energy, ag.cloth]), flags, fog, fogSeen, fogFlags };
    },
  };
})();
