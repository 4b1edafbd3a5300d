// Fencing: the piste, both fencers at their positions with score, energy and last action.
window.KibitzBoards = window.KibitzBoards || {};
window.KibitzBoards.fencing = (function () {
  // The piste's ends, the lunge's base distance, the way each fencer faces and the action
  // that lunges come from the rules (GameInfo's viewerConstants); a fencer's reach adds its
  // lunge distance skill, as FencingState::lungeReach.
  let geometry = null;
  const x = (pos) => geometry.left + (geometry.right - geometry.left) * (pos - geometry.start) / (geometry.piste - geometry.start);
  return {
    anchor(a) {
      let m = /^cell:(\d+)$/.exec(a);
      if (m) return [x(Number(m[1])), geometry.y - 30, 10];
      m = /^players\[(\d+)\]$/.exec(a);
      if (m && geometry.positions[m[1]] !== undefined) return [x(geometry.positions[m[1]]), geometry.y - 60, 14];
      return null;
    },
    draw(g, canvas, v) {
      const players = v.state.players || [];
      const C = v.constants, lunge = C.lungeDistance;
      geometry = { left: 40, right: canvas.width - 40, y: 300, start: C.pisteStart, piste: C.pisteLength,
                   positions: players.map((p) => p.position) };
      g.fillStyle = '#e9edf2'; g.fillRect(geometry.left, geometry.y, geometry.right - geometry.left, 16);
      g.fillStyle = '#6b7280'; g.font = '11px system-ui, sans-serif';
      for (let p = geometry.start; p <= geometry.piste; p += 50) { g.fillRect(x(p), geometry.y + 16, 1, 6); g.fillText(String(p), x(p) - 8, geometry.y + 34); }
      const reach = players.map((p) => lunge + p.lungeDistanceSkill);
      players.forEach((p, i) => {
        // The reach and parry zones: the lunge box around the fencer, its reach in front.
        const px = x(p.position), dir = C.orientation[i];
        g.fillStyle = v.colorOf(i); g.globalAlpha = 0.12;
        g.fillRect(x(p.position - lunge), geometry.y - 150, x(p.position + lunge) - x(p.position - lunge), 150);
        g.globalAlpha = 1; g.strokeStyle = v.colorOf(i); g.lineWidth = 2; g.beginPath();
        const tip = x(p.position + dir * reach[i]), ly = geometry.y - 120 - i * 6;
        g.moveTo(px, ly); g.lineTo(tip, ly); g.moveTo(tip, ly - 6); g.lineTo(tip, ly + 6); g.stroke();
      });
      players.forEach((p, i) => {
        const px = x(p.position), dir = C.orientation[i];
        g.strokeStyle = g.fillStyle = v.colorOf(i); g.globalAlpha = p.active ? 1 : 0.4; g.lineWidth = 3;
        g.beginPath(); g.arc(px, geometry.y - 80, 10, 0, 2 * Math.PI); g.fill();
        g.beginPath(); g.moveTo(px, geometry.y - 70); g.lineTo(px, geometry.y - 30);
        g.lineTo(px - 12, geometry.y); g.moveTo(px, geometry.y - 30); g.lineTo(px + 12, geometry.y);
        g.moveTo(px, geometry.y - 58); g.lineTo(px + dir * 36, geometry.y - 58 - (p.lastAction === C.lungeAction ? 0 : 10));
        g.stroke(); g.globalAlpha = 1;
        if (p.touched) { g.fillStyle = '#ffcc00'; g.beginPath(); g.arc(px, geometry.y - 55, 6, 0, 2 * Math.PI); g.fill(); }
        const bx = i === 0 ? 40 : canvas.width - 280;
        g.fillStyle = v.colorOf(i); g.font = 'bold 15px system-ui, sans-serif';
        g.fillText(v.replay.players[i].name + '  ' + p.score, bx, 40);
        g.font = '12px system-ui, sans-serif'; g.fillStyle = '#1d2330';
        g.fillText(v.tr('term:energy %1/%2', p.energy, p.energyMax), bx, 62);
        g.fillStyle = '#dde1e6'; g.fillRect(bx, 70, 200, 8);
        g.fillStyle = v.colorOf(i); g.fillRect(bx, 70, 200 * p.energy / Math.max(1, p.energyMax), 8);
        g.fillStyle = '#1d2330';
        g.fillText(v.tr('term:position %1, last action %2', p.position, p.lastAction), bx, 96);
        if (p.drugs && p.drugs.length) g.fillText(p.drugs.join(' '), bx, 114);
        if (!p.active && p.deactivation) g.fillText(p.deactivation, bx, 132);
      });
      g.fillStyle = '#6b7280'; g.fillText(v.tr('term:tick %1', v.state.tick), 40, canvas.height - 20);
      return { positions: players.map((p) => p.position), scores: players.map((p) => p.score),
        energy: players.map((p) => p.energy), reach };
    },
  };
})();
