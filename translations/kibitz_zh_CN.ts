<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>DominoesHumanGame</name>
    <message>
        <source>This build of Kibitz has no dominoes game.</source>
        <translation>此版本的 Kibitz 不包含多米诺骨牌游戏。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>游戏已结束。</translation>
    </message>
</context>
<context>
    <name>DominoesPlay</name>
    <message>
        <source>Play &amp;Dominoes…</source>
        <translation>玩多米诺骨牌(&amp;D)…</translation>
    </message>
    <message>
        <source>Play a game of morgan2 dominoes yourself; it opens here as a replay when it ends</source>
        <translation>亲自玩一局 morgan2 多米诺骨牌；结束后会在这里作为回放打开</translation>
    </message>
    <message>
        <source>A match is running: stop it, then open your game with &quot;Open in the main window&quot;.</source>
        <translation>有对局正在进行：请先停止它，然后用“在主窗口中打开”打开你的游戏。</translation>
    </message>
    <message>
        <source>The open replay has unsaved changes: your game was not opened.</source>
        <translation>已打开的回放有未保存的更改：你的游戏未被打开。</translation>
    </message>
    <message>
        <source>Your dominoes game (seed %1) is open: step it, chart it, or run a bot on the same seed.</source>
        <translation>你的多米诺骨牌游戏（种子 %1）已打开：可以逐回合查看、绘制图表，或在同一种子上运行机器人。</translation>
    </message>
</context>
<context>
    <name>GameTerms</name>
    <message>
        <source>Agent switched off [si spegne]</source>
        <translation>代理人关闭（si spegne）</translation>
    </message>
    <message>
        <source>Agents switched on</source>
        <translation>开启的代理人数</translation>
    </message>
    <message>
        <source>Army bought</source>
        <translation>已购买军队</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>攻击</translation>
    </message>
    <message>
        <source>Attack [attacco]</source>
        <translation>attacco（攻击）</translation>
    </message>
    <message>
        <source>Attacks made</source>
        <translation>发动的攻击</translation>
    </message>
    <message>
        <source>Attacks that hit</source>
        <translation>命中的攻击</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>战役</translation>
    </message>
    <message>
        <source>Battle end</source>
        <translation>战役结束</translation>
    </message>
    <message>
        <source>Battle score so far (kill credits)</source>
        <translation>本场战役目前得分（击杀积分）</translation>
    </message>
    <message>
        <source>Battle start</source>
        <translation>战役开始</translation>
    </message>
    <message>
        <source>Bot crashed</source>
        <translation>机器人崩溃</translation>
    </message>
    <message>
        <source>Bot disconnected</source>
        <translation>机器人已断开连接</translation>
    </message>
    <message>
        <source>Bot error</source>
        <translation>机器人错误</translation>
    </message>
    <message>
        <source>Bot errors</source>
        <translation>机器人错误数</translation>
    </message>
    <message>
        <source>Budget of the battle</source>
        <translation>战役经费</translation>
    </message>
    <message>
        <source>CPU budget of the battle</source>
        <translation>CPU 的战役经费</translation>
    </message>
    <message>
        <source>CPU score (50% of Player units killed, shown only)</source>
        <translation>CPU 得分（被击杀玩家单位的 50%，仅显示）</translation>
    </message>
    <message>
        <source>CPU total HP</source>
        <translation>CPU 总生命值</translation>
    </message>
    <message>
        <source>CPU units alive</source>
        <translation>CPU 存活单位</translation>
    </message>
    <message>
        <source>CPU value alive</source>
        <translation>CPU 存活价值</translation>
    </message>
    <message>
        <source>CPU value lost</source>
        <translation>CPU 损失价值</translation>
    </message>
    <message>
        <source>Campaign end</source>
        <translation>全部战役结束</translation>
    </message>
    <message>
        <source>Cities owned</source>
        <translation>拥有的城市</translation>
    </message>
    <message>
        <source>City changed owner</source>
        <translation>城市易主</translation>
    </message>
    <message>
        <source>Cloth carried [stoffa]</source>
        <translation>携带的 stoffa（布料）</translation>
    </message>
    <message>
        <source>Cloth cell exhausted</source>
        <translation>stoffa（布料）格子已耗尽</translation>
    </message>
    <message>
        <source>Cloth destroyed by its attacks</source>
        <translation>其攻击摧毁的 stoffa（布料）</translation>
    </message>
    <message>
        <source>Cloth lost to attacks</source>
        <translation>因攻击损失的 stoffa（布料）</translation>
    </message>
    <message>
        <source>Collision</source>
        <translation>碰撞</translation>
    </message>
    <message>
        <source>Counter-attack</source>
        <translation>反击</translation>
    </message>
    <message>
        <source>Deactivated</source>
        <translation>已停用</translation>
    </message>
    <message>
        <source>Dead cell</source>
        <translation>死格</translation>
    </message>
    <message>
        <source>Dead cells</source>
        <translation>死格数</translation>
    </message>
    <message>
        <source>Doping</source>
        <translation>兴奋剂</translation>
    </message>
    <message>
        <source>Drug</source>
        <translation>药物</translation>
    </message>
    <message>
        <source>Early end of turn</source>
        <translation>提前结束回合</translation>
    </message>
    <message>
        <source>Ejection from a charging column</source>
        <translation>从 colonna di ricarica（充电柱）弹出</translation>
    </message>
    <message>
        <source>Ejection impossible</source>
        <translation>无法弹出</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>体力</translation>
    </message>
    <message>
        <source>Energy [energia]</source>
        <translation>Energia（能量）</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Fight</source>
        <translation>战斗</translation>
    </message>
    <message>
        <source>Final score D = S*F/64</source>
        <translation>最终得分 D = S*F/64</translation>
    </message>
    <message>
        <source>Flag planted [bandiera piantata]</source>
        <translation>bandiera piantata（插旗）</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>游戏结束</translation>
    </message>
    <message>
        <source>Kill</source>
        <translation>击杀</translation>
    </message>
    <message>
        <source>Lead change</source>
        <translation>领先易主</translation>
    </message>
    <message>
        <source>Match end [fine partita]</source>
        <translation>fine partita（对局结束）</translation>
    </message>
    <message>
        <source>Money left after the army purchase</source>
        <translation>购买军队后剩余的金钱</translation>
    </message>
    <message>
        <source>Off the piste</source>
        <translation>出界</translation>
    </message>
    <message>
        <source>Ork died</source>
        <translation>兽人死亡</translation>
    </message>
    <message>
        <source>Orks</source>
        <translation>兽人</translation>
    </message>
    <message>
        <source>Out of energy</source>
        <translation>体力耗尽</translation>
    </message>
    <message>
        <source>Over 1000 commands</source>
        <translation>超过 1000 条命令</translation>
    </message>
    <message>
        <source>Parry</source>
        <translation>招架</translation>
    </message>
    <message>
        <source>Path changed owner</source>
        <translation>道路易主</translation>
    </message>
    <message>
        <source>Paths owned</source>
        <translation>拥有的道路</translation>
    </message>
    <message>
        <source>Pending dominoes</source>
        <translation>待放置的骨牌</translation>
    </message>
    <message>
        <source>Placed F</source>
        <translation>已放置 F</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>放置</translation>
    </message>
    <message>
        <source>Player dead</source>
        <translation>玩家死亡</translation>
    </message>
    <message>
        <source>Player total HP</source>
        <translation>玩家总生命值</translation>
    </message>
    <message>
        <source>Player units alive</source>
        <translation>玩家存活单位</translation>
    </message>
    <message>
        <source>Player value alive</source>
        <translation>玩家存活价值</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Respawn</source>
        <translation>重生</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>翻牌</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Score of the last finished battle</source>
        <translation>上一场已结束战役的得分</translation>
    </message>
    <message>
        <source>Spell</source>
        <translation>法术</translation>
    </message>
    <message>
        <source>Territory [territorio] (flags)</source>
        <translation>territorio（领地，按 bandiera 数）</translation>
    </message>
    <message>
        <source>Total S</source>
        <translation>总计 S</translation>
    </message>
    <message>
        <source>Total health</source>
        <translation>总生命值</translation>
    </message>
    <message>
        <source>Total score (finished battles + current kill credits)</source>
        <translation>总得分（已结束的战役 + 当前击杀积分）</translation>
    </message>
    <message>
        <source>Touch</source>
        <translation>击中</translation>
    </message>
    <message>
        <source>Openfind 2012: buy an army, then fight the CPU&apos;s army on a 10x7 map, 10 battles in a row</source>
        <translation>Openfind 2012：购买军队，然后在 10x7 地图上与 CPU 的军队作战，连续 10 场战役</translation>
    </message>
    <message>
        <source>optional scenario file (walls and fixed CPU armies per battle, spec §5.9); empty: none</source>
        <translation>可选的场景文件（每场战役的墙和固定的 CPU 军队，规格 §5.9）；留空：无</translation>
    </message>
    <message>
        <source>buys random units in random slots, then plays random legal commands</source>
        <translation>在随机位置购买随机单位，然后执行随机的合法指令</translation>
    </message>
    <message>
        <source>Solo puzzle: reveal 64 two-colour dominoes and place them on an 8x8 grid, matching every neighbour</source>
        <translation>单人谜题：翻出 64 张双色骨牌并放到 8x8 网格上，使其与每个相邻格相符</translation>
    </message>
    <message>
        <source>time limit per decision, in milliseconds</source>
        <translation>每次决策的时间限制（毫秒）</translation>
    </message>
    <message>
        <source>a uniformly random legal reveal or placement</source>
        <translation>均匀随机的合法翻牌或放置</translation>
    </message>
    <message>
        <source>places where the score gain is highest; reveals only when nothing fits</source>
        <translation>放在得分增加最多的位置；只有无处可放时才翻牌</translation>
    </message>
    <message>
        <source>search: keeps the stack short and avoids placements that kill cells (dead corners)</source>
        <translation>搜索：保持牌堆短小，避免使格子变成死格的放置（死角）</translation>
    </message>
    <message>
        <source>Two fencers on a 0..500 piste, simultaneous actions, first to 20 with a lead</source>
        <translation>两名击剑手在 0..500 的剑道上，同时行动，先以领先优势达到 20 分者胜</translation>
    </message>
    <message>
        <source>league: 1 basic actions, 2 adds double moves, 3 adds drugs</source>
        <translation>联赛：1 基本动作，2 增加双倍移动，3 增加药物</translation>
    </message>
    <message>
        <source>rests (BREAK) every turn</source>
        <translation>每回合休息（BREAK）</translation>
    </message>
    <message>
        <source>a random action legal in the league</source>
        <translation>该联赛中合法的随机动作</translation>
    </message>
    <message>
        <source>rule-based: distance, lunges in reach, parries, drugs</source>
        <translation>基于规则：距离、攻击距离内的弓步刺、格挡、药物</translation>
    </message>
    <message>
        <source>n: the board [scacchiera] is n x n</source>
        <translation>n：棋盘为 n x n</translation>
    </message>
    <message>
        <source>agents [agenti] per player; players x agents &lt;= 20</source>
        <translation>每名玩家的代理人数；玩家数 x 代理人数 &lt;= 20</translation>
    </message>
    <message>
        <source>turns [turni] of the match</source>
        <translation>对局的回合数</translation>
    </message>
    <message>
        <source>wall-clock limit in seconds, 0 = off (checked at the end of each turn)</source>
        <translation>实际时间限制（秒），0 = 关闭（在每回合结束时检查）</translation>
    </message>
    <message>
        <source>energy [energia] of every agent at the start</source>
        <translation>每个代理人开始时的 energia（能量）</translation>
    </message>
    <message>
        <source>cloth [stoffa] of every agent at the start</source>
        <translation>每个代理人开始时的 stoffa（布料）</translation>
    </message>
    <message>
        <source>charging columns [colonne di ricarica]; -1 = max(1, round(2% of n^2))</source>
        <translation>colonne di ricarica（充电柱）；-1 = max(1, round(n^2 的 2%))</translation>
    </message>
    <message>
        <source>cloth cells; -1 = round(12% of n^2)</source>
        <translation>布料格；-1 = round(n^2 的 12%)</translation>
    </message>
    <message>
        <source>least cloth in a cloth cell</source>
        <translation>布料格中布料的最小值</translation>
    </message>
    <message>
        <source>most cloth in a cloth cell</source>
        <translation>布料格中布料的最大值</translation>
    </message>
    <message>
        <source>time limit of one decision, ms</source>
        <translation>一次决策的时间限制（毫秒）</translation>
    </message>
    <message>
        <source>time limit of each bot&apos;s first view, ms</source>
        <translation>每个机器人首次视野的时间限制（毫秒）</translation>
    </message>
    <message>
        <source>consecutive timeouts that disconnect a bot</source>
        <translation>使机器人断开连接的连续超时次数</translation>
    </message>
    <message>
        <source>on a bot error: skip the action, or switch the agent off</source>
        <translation>机器人出错时：跳过该动作，或关闭该代理人</translation>
    </message>
    <message>
        <source>Blind agents gather cloth [stoffa], recharge energy [energia] and plant flags [bandiere] on an n x n board</source>
        <translation>蒙眼的代理人在 n x n 棋盘上收集 stoffa（布料）、补充 energia（能量）并插上 bandiere（旗帜）</translation>
    </message>
    <message>
        <source>a uniformly random legal command</source>
        <translation>均匀随机的合法指令</translation>
    </message>
    <message>
        <source>explores and remembers, gathers cloth, plants cheap adjacent flags, recharges in time, attacks intruders</source>
        <translation>探索并记忆，收集布料，插下便宜的相邻旗帜，及时充电，攻击入侵者</translation>
    </message>
    <message>
        <source>Four players&apos; orks conquer cities and paths on a generated island, simultaneous rounds</source>
        <translation>四名玩家的兽人在生成的岛屿上争夺城市和道路，每轮同时行动</translation>
    </message>
    <message>
        <source>path of a .cnf file; when set it replaces all the settings above (and may hold a FIXED map)</source>
        <translation>.cnf 文件的路径；设置后将取代上面的所有设置（并可包含 FIXED 地图）</translation>
    </message>
    <message>
        <source>issues no commands</source>
        <translation>不发出任何指令</translation>
    </message>
    <message>
        <source>walks every ork to the nearest city or path cell it does not own</source>
        <translation>让每个兽人走向最近的、尚未拥有的城市或道路格</translation>
    </message>
    <message>
        <source>holds a connected network of cities and paths, fights only when it wins</source>
        <translation>守住相连的城市与道路网络，只在能获胜时战斗</translation>
    </message>
    <message>
        <source>number of battles [戰役] in the campaign</source>
        <translation>一次全部战役中的战役场数</translation>
    </message>
    <message>
        <source>turns [回合] per battle at most</source>
        <translation>每场战役最多的回合数</translation>
    </message>
    <message>
        <source>Player budget of battle 1 [經費]</source>
        <translation>玩家第 1 场战役的经费</translation>
    </message>
    <message>
        <source>basic allowance added to every later battle&apos;s budget [基本消費]</source>
        <translation>加到之后每场战役经费中的基本消费</translation>
    </message>
    <message>
        <source>CPU budget of battle 1</source>
        <translation>CPU 第 1 场战役的经费</translation>
    </message>
    <message>
        <source>CPU budget increase per battle</source>
        <translation>CPU 经费每场战役的增加量</translation>
    </message>
    <message>
        <source>time limit per decision (army or command), ms</source>
        <translation>每次决策（军队或指令）的时间限制（毫秒）</translation>
    </message>
    <message>
        <source>number of players (always 4)</source>
        <translation>玩家人数（固定为 4）</translation>
    </message>
    <message>
        <source>board rows (must equal cols)</source>
        <translation>地图行数（须等于列数）</translation>
    </message>
    <message>
        <source>board columns (must equal rows)</source>
        <translation>地图列数（须等于行数）</translation>
    </message>
    <message>
        <source>rounds in a match</source>
        <translation>一场对局的轮数</translation>
    </message>
    <message>
        <source>health of a new or respawned ork</source>
        <translation>新兽人或重生兽人的生命值</translation>
    </message>
    <message>
        <source>orks per player at the start (rows*cols &gt;= 100*nb_orks)</source>
        <translation>每名玩家开始时的兽人数（rows*cols &gt;= 100*nb_orks）</translation>
    </message>
    <message>
        <source>health paid to enter grass</source>
        <translation>进入草地消耗的生命值</translation>
    </message>
    <message>
        <source>health paid to enter forest</source>
        <translation>进入森林消耗的生命值</translation>
    </message>
    <message>
        <source>health paid to enter sand</source>
        <translation>进入沙地消耗的生命值</translation>
    </message>
    <message>
        <source>health paid to enter a city cell</source>
        <translation>进入城市格消耗的生命值</translation>
    </message>
    <message>
        <source>health paid to enter a path cell</source>
        <translation>进入道路格消耗的生命值</translation>
    </message>
    <message>
        <source>points per round per owned city cell</source>
        <translation>每轮每个拥有的城市格得分</translation>
    </message>
    <message>
        <source>points per round per owned path cell</source>
        <translation>每轮每个拥有的道路格得分</translation>
    </message>
    <message>
        <source>points per round per network of s cities: factor x 2^s</source>
        <translation>每轮每个含 s 座城市的网络得分：系数 x 2^s</translation>
    </message>
    <message>
        <source>time a bot may take per round, in milliseconds</source>
        <translation>机器人每轮可用的时间（毫秒）</translation>
    </message>
    <message>
        <source>GENERATOR1 gives up after this many invalid maps</source>
        <translation>GENERATOR1 在这么多张无效地图后放弃</translation>
    </message>
    <message>
        <source>mixed army of all elements, holds out of reach, focuses fire by element advantage, keeps magicians out of melee, uses strike-backs</source>
        <translation>各属性混合的军队，保持在射程外，按属性相克集中火力，让法师远离近战，利用反击</translation>
    </message>
    <message>
        <source>OrkIsland engine log (the original&apos;s stderr)</source>
        <translation>OrkIsland 引擎日志（原版的 stderr）</translation>
    </message>
    <message>
        <source>OrkIsland native log (.out of the original engine and viewer)</source>
        <translation>OrkIsland 原生日志（原版引擎和查看器的 .out）</translation>
    </message>
    <message>
        <source>wind</source>
        <comment>element</comment>
        <translation>风</translation>
    </message>
    <message>
        <source>fire</source>
        <comment>element</comment>
        <translation>火</translation>
    </message>
    <message>
        <source>water</source>
        <comment>element</comment>
        <translation>水</translation>
    </message>
    <message>
        <source>earth</source>
        <comment>element</comment>
        <translation>土</translation>
    </message>
    <message>
        <source>Warrior</source>
        <translation>战士</translation>
    </message>
    <message>
        <source>Magician</source>
        <translation>法师</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a unit&apos;s element and class</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>%1 #%2 (%3)</source>
        <translation>%1 #%2（%3）</translation>
    </message>
    <message>
        <source>HP %1 / %2</source>
        <translation>生命值 %1 / %2</translation>
    </message>
    <message>
        <source>Player</source>
        <comment>Angel Empire side</comment>
        <translation>玩家</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>无人</translation>
    </message>
    <message>
        <source>turn %1, total %2</source>
        <translation>第 %1 回合，总分 %2</translation>
    </message>
    <message>
        <source>stack</source>
        <translation>牌堆</translation>
    </message>
    <message>
        <source>cell %1 (row %2, col %3)</source>
        <translation>格子 %1（第 %2 行，第 %3 列）</translation>
    </message>
    <message>
        <source>pattern %1</source>
        <translation>图案 %1</translation>
    </message>
    <message>
        <source>energy %1/%2</source>
        <translation>体力 %1/%2</translation>
    </message>
    <message>
        <source>position %1, last action %2</source>
        <translation>位置 %1，上一动作 %2</translation>
    </message>
    <message>
        <source>tick %1</source>
        <translation>时刻 %1</translation>
    </message>
    <message>
        <source>Cell (%1, %2)</source>
        <translation>格子（%1, %2）</translation>
    </message>
    <message>
        <source>Colonna di ricarica (charging column)</source>
        <translation>Colonna di ricarica（充电柱）</translation>
    </message>
    <message>
        <source>Stoffa (cloth): %1 left</source>
        <translation>Stoffa（布料）：剩余 %1</translation>
    </message>
    <message>
        <source>Bandiera (flag) of %1</source>
        <translation>%1 的 bandiera（旗帜）</translation>
    </message>
    <message>
        <source>Fog of</source>
        <translation>迷雾：</translation>
    </message>
    <message>
        <source>agent %1 (%2)</source>
        <translation>代理人 %1（%2）</translation>
    </message>
    <message>
        <source>agent %1: energy %2, cloth %3</source>
        <translation>代理人 %1：energia（能量）%2，stoffa（布料）%3</translation>
    </message>
    <message>
        <source>(off)</source>
        <translation>（已关闭）</translation>
    </message>
    <message>
        <source>turn %1</source>
        <translation>第 %1 回合</translation>
    </message>
    <message numerus="yes">
        <source>%n flag(s)</source>
        <translation>
            <numerusform>%n 面旗</numerusform>
        </translation>
    </message>
    <message>
        <source>water</source>
        <comment>terrain</comment>
        <translation>水域</translation>
    </message>
    <message>
        <source>grass</source>
        <comment>terrain</comment>
        <translation>草地</translation>
    </message>
    <message>
        <source>forest</source>
        <comment>terrain</comment>
        <translation>森林</translation>
    </message>
    <message>
        <source>sand</source>
        <comment>terrain</comment>
        <translation>沙地</translation>
    </message>
    <message>
        <source>city</source>
        <comment>terrain</comment>
        <translation>城市</translation>
    </message>
    <message>
        <source>path</source>
        <comment>terrain</comment>
        <translation>道路</translation>
    </message>
    <message>
        <source>%1 at (%2, %3)</source>
        <translation>%1 位于 (%2, %3)</translation>
    </message>
    <message>
        <source>Ork %1 of %2, health %3</source>
        <translation>兽人 %1（属于 %2），生命值 %3</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message numerus="yes">
        <source>%1 points, %n ork(s)</source>
        <translation>
            <numerusform>%1 分，%n 个兽人</numerusform>
        </translation>
    </message>
    <message>
        <source>buying the army</source>
        <translation>购买军队中</translation>
    </message>
    <message>
        <source>battle under way</source>
        <translation>战役进行中</translation>
    </message>
    <message>
        <source>campaign over</source>
        <translation>全部战役结束</translation>
    </message>
    <message>
        <source>battle %1, turn %2, budget %3, %4</source>
        <translation>第 %1 场战役，第 %2 回合，经费 %3，%4</translation>
    </message>
    <message>
        <source>Angel Empire v2.0 (天使帝國)</source>
        <translation>天使帝国 v2.0（Angel Empire）</translation>
    </message>
    <message>
        <source>morgan2 dominoes</source>
        <translation>morgan2 多米诺骨牌</translation>
    </message>
    <message>
        <source>Fencing ESport</source>
        <translation>Fencing ESport（击剑电竞）</translation>
    </message>
    <message>
        <source>Mosca Ceca</source>
        <translation>Mosca Ceca</translation>
    </message>
    <message>
        <source>OrkIsland</source>
        <translation>OrkIsland（兽人岛）</translation>
    </message>
</context>
<context>
    <name>HtmlExport</name>
    <message>
        <source>Turn</source>
        <translation>回合</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>笔记</translation>
    </message>
    <message>
        <source>Bot marks</source>
        <translation>机器人标记</translation>
    </message>
    <message>
        <source>Bot output</source>
        <translation>机器人输出</translation>
    </message>
    <message>
        <source>First turn</source>
        <translation>第一回合</translation>
    </message>
    <message>
        <source>Previous turn (Left)</source>
        <translation>上一回合（左方向键）</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>播放或暂停（空格键）</translation>
    </message>
    <message>
        <source>Next turn (Right)</source>
        <translation>下一回合（右方向键）</translation>
    </message>
    <message>
        <source>Last turn</source>
        <translation>最后一回合</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>共 %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>无结果</translation>
    </message>
    <message>
        <source>Kibitz replay format version %1, made by %2.</source>
        <translation>Kibitz 回放格式第 %1 版，由 %2 生成。</translation>
    </message>
    <message>
        <source>No events on this turn.</source>
        <translation>本回合没有事件。</translation>
    </message>
    <message>
        <source>No notes.</source>
        <translation>没有笔记。</translation>
    </message>
    <message>
        <source>No marks on this turn.</source>
        <translation>本回合没有标记。</translation>
    </message>
    <message>
        <source>Turn %1, %2: %3</source>
        <translation>第 %1 回合，%2：%3</translation>
    </message>
    <message>
        <source>%1 (%2 ms, %3):</source>
        <translation>%1（%2 毫秒，%3）：</translation>
    </message>
    <message>
        <source>stderr:</source>
        <translation>标准错误输出：</translation>
    </message>
    <message>
        <source>No bot output on this turn.</source>
        <translation>本回合没有机器人输出。</translation>
    </message>
    <message>
        <source>This page cannot draw the game %1.</source>
        <translation>此页面无法绘制游戏 %1。</translation>
    </message>
    <message>
        <source>The replay in this page cannot be shown: %1</source>
        <translation>无法显示此页面中的回放：%1</translation>
    </message>
    <message>
        <source>Reply time (ms)</source>
        <translation>回复时间（毫秒）</translation>
    </message>
    <message>
        <source>limit %1 ms</source>
        <translation>上限 %1 毫秒</translation>
    </message>
    <message>
        <source>Values reported by %1</source>
        <translation>%1 报告的数值</translation>
    </message>
    <message>
        <source>Logarithmic scale</source>
        <translation>对数刻度</translation>
    </message>
    <message>
        <source>match in progress (live)</source>
        <translation>对局进行中（直播）</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Last input</source>
        <translation>最近一次输入</translation>
    </message>
    <message>
        <source>Last reply</source>
        <translation>最近一次回复</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Referee log</source>
        <translation>裁判程序日志</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::AngelEmpireBoard</name>
    <message>
        <source>Reach of the selected unit</source>
        <translation>所选单位的行动范围</translation>
    </message>
    <message>
        <source>Damage numbers</source>
        <translation>伤害数字</translation>
    </message>
    <message>
        <source>HP bars</source>
        <translation>生命值条</translation>
    </message>
    <message>
        <source>unknown unit</source>
        <translation>未知单位</translation>
    </message>
    <message>
        <source>Attack %1, defence %2</source>
        <translation>攻击 %1，防御 %2</translation>
    </message>
    <message>
        <source>Range %1 (spell, ignores defence)</source>
        <translation>射程 %1（法术，无视防御）</translation>
    </message>
    <message>
        <source>Range %1 (melee)</source>
        <translation>射程 %1（近战）</translation>
    </message>
    <message>
        <source>Moves %1</source>
        <translation>移动力 %1</translation>
    </message>
    <message>
        <source>Strikes back when hit in melee</source>
        <translation>近战被击中时反击</translation>
    </message>
    <message>
        <source>Has acted this turn</source>
        <translation>本回合已行动</translation>
    </message>
    <message>
        <source>Cell (%1, %2): %3</source>
        <translation>格子（%1, %2）：%3</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>墙</translation>
    </message>
    <message>
        <source>empty ground</source>
        <translation>空地</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>%1 of the CPU, deployed when the army is bought</source>
        <translation>CPU 的%1，在军队购买后部署</translation>
    </message>
    <message numerus="yes">
        <source>#%1 can move here (%n step(s))</source>
        <translation>
            <numerusform>#%1 可移动到此处（%n 步）</numerusform>
        </translation>
    </message>
    <message>
        <source>#%1 can attack it: %2 damage (element ×%3)</source>
        <translation>#%1 可攻击它：%2 点伤害（属性 ×%3）</translation>
    </message>
    <message>
        <source>Struck back: %1 damage to #%2</source>
        <translation>反击：对 #%2 造成 %1 点伤害</translation>
    </message>
    <message>
        <source>Hit: %1 damage to #%2</source>
        <translation>攻击：对 #%2 造成 %1 点伤害</translation>
    </message>
    <message>
        <source>(killed)</source>
        <translation>（阵亡）</translation>
    </message>
    <message>
        <source>No frame</source>
        <translation>无帧</translation>
    </message>
    <message numerus="yes">
        <source>Campaign over after %n battle(s)</source>
        <translation>
            <numerusform>全部战役结束，共 %n 场战役</numerusform>
        </translation>
    </message>
    <message>
        <source>Battle %1 / %2</source>
        <translation>战役 %1 / %2</translation>
    </message>
    <message>
        <source>Turn %1 / %2</source>
        <translation>第 %1 / %2 回合</translation>
    </message>
    <message>
        <source>Budget %1</source>
        <translation>经费 %1</translation>
    </message>
    <message>
        <source>Budget %1 (unspent %2)</source>
        <translation>经费 %1（未花费 %2）</translation>
    </message>
    <message>
        <source>Campaign score %1</source>
        <translation>全部战役总分 %1</translation>
    </message>
    <message>
        <source>Kill credit %1</source>
        <translation>击杀积分 %1</translation>
    </message>
    <message>
        <source>Wi</source>
        <comment>unit glyph: wind (風)</comment>
        <translation>风</translation>
    </message>
    <message>
        <source>Fi</source>
        <comment>unit glyph: fire (火)</comment>
        <translation>火</translation>
    </message>
    <message>
        <source>Wa</source>
        <comment>unit glyph: water (水)</comment>
        <translation>水</translation>
    </message>
    <message>
        <source>Ea</source>
        <comment>unit glyph: earth (土)</comment>
        <translation>土</translation>
    </message>
    <message>
        <source>wind &gt; earth &gt; water &gt; fire &gt; wind</source>
        <extracomment>Element cycle: each counters the next (風剋土, 土剋水, 水剋火, 火剋風).</extracomment>
        <translation>风 &gt; 土 &gt; 水 &gt; 火 &gt; 风</translation>
    </message>
    <message>
        <source>the CPU was wiped out</source>
        <translation>CPU 军队全灭</translation>
    </message>
    <message>
        <source>the Player was wiped out</source>
        <translation>玩家军队全灭</translation>
    </message>
    <message>
        <source>turn limit</source>
        <translation>回合上限</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>empty army</source>
        <translation>空军队</translation>
    </message>
    <message>
        <source>the bot crashed</source>
        <translation>机器人崩溃</translation>
    </message>
    <message>
        <source>unknown reason</source>
        <translation>未知原因</translation>
    </message>
    <message>
        <source>Battle %1 ended (%2): score %3</source>
        <translation>战役 %1 结束（%2）：得分 %3</translation>
    </message>
    <message>
        <source>%1 to #%2 (killed)</source>
        <translation>对 #%2 造成 %1（阵亡）</translation>
    </message>
    <message>
        <source>%1 to #%2</source>
        <translation>对 #%2 造成 %1</translation>
    </message>
    <message>
        <source>last hits: %1</source>
        <translation>最后的攻击：%1</translation>
    </message>
    <message>
        <source>%1 #%2 (%3) has acted this turn</source>
        <translation>%1 #%2（%3）本回合已行动</translation>
    </message>
    <message numerus="yes">
        <source>%1 #%2 (%3): %n cell(s) to move to, %4 to attack</source>
        <translation>
            <numerusform>%1 #%2（%3）：可移动到 %n 个格子，可攻击 %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n enemy unit(s)</source>
        <translation>
            <numerusform>%n 个敌方单位</numerusform>
        </translation>
    </message>
    <message>
        <source>Faded: the CPU army, deployed when the Player has bought its army</source>
        <translation>半透明：CPU 军队，在玩家购买军队后部署</translation>
    </message>
    <message>
        <source>Damage this frame: red = hit, orange = strike-back</source>
        <translation>本帧的伤害：红色 = 攻击，橙色 = 反击</translation>
    </message>
    <message>
        <source>Click a unit to see where it can move and what it can attack</source>
        <translation>点击单位以查看它可移动到哪里、可攻击什么</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::AngelEmpireMoveInput</name>
    <message>
        <source>%1, price %2</source>
        <translation>%1，价格 %2</translation>
    </message>
    <message>
        <source>Buy army</source>
        <translation>购买军队</translation>
    </message>
    <message>
        <source>Move only (M)</source>
        <translation>仅移动（M）</translation>
    </message>
    <message>
        <source>End turn (E)</source>
        <translation>结束回合（E）</translation>
    </message>
    <message>
        <source>Waiting for your turn.</source>
        <translation>正在等待你的回合。</translation>
    </message>
    <message>
        <source>Battle %1: buy your army. Choose a unit, click cells of the three left columns to place it; cost %2 of %3. Return buys it.</source>
        <translation>第 %1 场战役：购买你的军队。选择一种单位，点击左侧三列的格子来部署；花费 %2 / %3。回车即购买。</translation>
    </message>
    <message>
        <source>Battle %1: click one of your units that has not acted, or End turn.</source>
        <translation>第 %1 场战役：点击你的一个尚未行动的单位，或点击“结束回合”。</translation>
    </message>
    <message>
        <source>Click a marked cell to move the unit there.</source>
        <translation>点击一个已标记的格子，把单位移动过去。</translation>
    </message>
    <message>
        <source>Click a ringed enemy to attack it from there, or the same cell again to only move.</source>
        <translation>点击一个被圈出的敌人，从那里攻击它；或再次点击同一个格子，只移动。</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::AnimationExportFeature</name>
    <message>
        <source>&amp;Animation…</source>
        <translation>动画(&amp;A)…</translation>
    </message>
    <message>
        <source>The match as a GIF or a video, one frame per turn, as the board shows it</source>
        <translation>将对局导出为 GIF 或视频，每回合一帧，与棋盘显示的一致</translation>
    </message>
    <message>
        <source>Export as Animation</source>
        <translation>导出为动画</translation>
    </message>
    <message>
        <source>GIF</source>
        <translation>GIF</translation>
    </message>
    <message>
        <source>MP4 video</source>
        <translation>MP4 视频</translation>
    </message>
    <message>
        <source>MP4 video (needs ffmpeg: apt install ffmpeg)</source>
        <translation>MP4 视频（需要 ffmpeg：apt install ffmpeg）</translation>
    </message>
    <message>
        <source>WebM video</source>
        <translation>WebM 视频</translation>
    </message>
    <message>
        <source>WebM video (needs ffmpeg: apt install ffmpeg)</source>
        <translation>WebM 视频（需要 ffmpeg：apt install ffmpeg）</translation>
    </message>
    <message>
        <source> px</source>
        <translation> 像素</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <source>From turn:</source>
        <translation>起始回合：</translation>
    </message>
    <message>
        <source>To turn:</source>
        <translation>结束回合：</translation>
    </message>
    <message>
        <source>Turns per second:</source>
        <translation>每秒回合数：</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>宽度：</translation>
    </message>
    <message>
        <source>Animation (*.%1)</source>
        <translation>动画 (*.%1)</translation>
    </message>
    <message>
        <source>Cannot export the animation</source>
        <translation>无法导出动画</translation>
    </message>
    <message>
        <source>The animation could not be written:
%1</source>
        <translation>无法写入动画：
%1</translation>
    </message>
    <message>
        <source>There are no such turns to export.</source>
        <translation>没有这些回合可以导出。</translation>
    </message>
    <message>
        <source>Drawing the frames…</source>
        <translation>正在绘制各帧…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message numerus="yes">
        <source>Wrote the animation %1 (%n frame(s))</source>
        <translation>
            <numerusform>已写入动画 %1（%n 帧）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::AnimationFrames</name>
    <message>
        <source>Turn %1 of %2</source>
        <translation>第 %1 回合，共 %2 回合</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::AnnotationsUi</name>
    <message>
        <source>Notes</source>
        <translation>笔记</translation>
    </message>
    <message>
        <source>Unsaved notes of this replay were found: restore them in the Notes panel</source>
        <translation>发现此回放有未保存的笔记：请在笔记面板中恢复它们</translation>
    </message>
    <message>
        <source>Nothing there can carry a note: click a unit, a player or a cell</source>
        <translation>这里没有可以附加笔记的对象：请点击一个单位、一名玩家或一个格子</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>Add &amp;Note…</source>
        <translation>添加笔记(&amp;N)…</translation>
    </message>
    <message>
        <source>Write a note on the current turn (%1)</source>
        <translation>为当前回合（%1）写一条笔记</translation>
    </message>
    <message>
        <source>&amp;Edit Note…</source>
        <translation>编辑笔记(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Delete Note</source>
        <translation>删除笔记(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Pick Anchor</source>
        <translation>选择锚点(&amp;P)</translation>
    </message>
    <message>
        <source>Click a thing on the board to write a note about it</source>
        <translation>点击棋盘上的对象，为它写一条笔记</translation>
    </message>
    <message>
        <source>Show Notes and Bot &amp;Marks</source>
        <translation>显示笔记和机器人标记(&amp;M)</translation>
    </message>
    <message>
        <source>Draw the notes and what the bots marked on the board</source>
        <translation>在棋盘上绘制笔记以及机器人所做的标记</translation>
    </message>
    <message>
        <source>Note (%1): %2</source>
        <translation>笔记（%1）：%2</translation>
    </message>
    <message>
        <source>There is no replay to report on.</source>
        <translation>没有可生成报告的回放。</translation>
    </message>
    <message>
        <source>Wrote the notes report %1</source>
        <translation>已写入笔记报告 %1</translation>
    </message>
    <message>
        <source>Export Notes Report</source>
        <translation>导出笔记报告</translation>
    </message>
    <message>
        <source>Markdown (*.md);;HTML (*.html)</source>
        <translation>Markdown (*.md);;HTML (*.html)</translation>
    </message>
    <message>
        <source>Cannot export the notes</source>
        <translation>无法导出笔记</translation>
    </message>
    <message>
        <source>The report could not be written:
%1</source>
        <translation>无法写入报告：
%1</translation>
    </message>
    <message>
        <source>Export Notes Re&amp;port…</source>
        <translation>导出笔记报告(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::ArenaRunner</name>
    <message>
        <source>Another arena is writing to %1: waiting for it to end.</source>
        <translation>另一个竞技场正在写入 %1：等待其结束。</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) could not be played (resume plays them again): %1</source>
        <translation>
            <numerusform>%n 场对局无法进行（继续时会重新进行）：%1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::ArenaSetupForm</name>
    <message>
        <source>Results Database</source>
        <translation>结果数据库</translation>
    </message>
    <message>
        <source>Arena databases (*.sqlite *.db);;All files (*)</source>
        <translation>竞技场数据库 (*.sqlite *.db);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Replay Folder</source>
        <translation>回放文件夹</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>游戏：</translation>
    </message>
    <message>
        <source>Bots:</source>
        <translation>机器人：</translation>
    </message>
    <message>
        <source>Matches:</source>
        <translation>对局数：</translation>
    </message>
    <message>
        <source>First seed:</source>
        <translation>起始种子：</translation>
    </message>
    <message>
        <source>Jobs:</source>
        <translation>并行任务：</translation>
    </message>
    <message>
        <source>Database:</source>
        <translation>数据库：</translation>
    </message>
    <message>
        <source>Replays:</source>
        <translation>回放：</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>机器人</translation>
    </message>
    <message>
        <source>Add Bot</source>
        <translation>添加机器人</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Matches in all, rounded up to whole rounds (every table of bots on one seed, in each seating)</source>
        <translation>对局总数，向上取整为完整的轮次（每张桌的机器人在同一种子上按每种座位排列各下一局）</translation>
    </message>
    <message>
        <source>Round r plays seed S + r</source>
        <translation>第 r 轮使用种子 S + r</translation>
    </message>
    <message>
        <source>Matches played at once; external bots need a free core each to keep their time limits</source>
        <translation>同时进行的对局数；每个外部机器人各需一个空闲核心，才能遵守时间限制</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Optional: a folder that keeps every match&apos;s replay</source>
        <translation>可选：保存每场对局回放的文件夹</translation>
    </message>
    <message>
        <source>The results database: the same arena on it again plays only what it is missing</source>
        <translation>结果数据库：在其上再次运行同一竞技场时，只进行缺少的对局</translation>
    </message>
    <message>
        <source>Built-in: %1</source>
        <translation>内置：%1</translation>
    </message>
    <message>
        <source>External Command…</source>
        <translation>外部命令…</translation>
    </message>
    <message>
        <source>Course Player (AI….cc or .o)…</source>
        <translation>课程玩家（AI….cc 或 .o）…</translation>
    </message>
    <message>
        <source>My Bot (from the Editor)</source>
        <translation>我的机器人（来自编辑器）</translation>
    </message>
    <message>
        <source>My bot cannot be added: %1</source>
        <translation>无法添加我的机器人：%1</translation>
    </message>
    <message>
        <source>no bot is open in the editor</source>
        <translation>编辑器中没有打开的机器人</translation>
    </message>
    <message>
        <source>my bot</source>
        <translation>我的机器人</translation>
    </message>
    <message>
        <source>Choose a Course Player</source>
        <translation>选择课程玩家</translation>
    </message>
    <message>
        <source>Course players (AI*.cc AI*.cpp AI*.o AI*.o.*);;All files (*)</source>
        <translation>课程玩家 (AI*.cc AI*.cpp AI*.o AI*.o.*);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Choose a Bot Program</source>
        <translation>选择机器人程序</translation>
    </message>
    <message>
        <source>bot</source>
        <translation>机器人</translation>
    </message>
    <message>
        <source>Choose a game.</source>
        <translation>请选择游戏。</translation>
    </message>
    <message>
        <source>Add the bots of the arena.</source>
        <translation>请添加竞技场的机器人。</translation>
    </message>
    <message>
        <source>Choose the results database.</source>
        <translation>请选择结果数据库。</translation>
    </message>
    <message>
        <source>Bot %1 has no bot spec.</source>
        <translation>机器人 %1 没有机器人规格。</translation>
    </message>
    <message>
        <source>The database does not say how its arena was played (its results were merged with kibitz-cli rank): it can be ranked here, not continued.</source>
        <translation>该数据库没有记录其竞技场的进行方式（其结果是用 kibitz-cli rank 合并的）：可以在此排名，但不能继续。</translation>
    </message>
    <message>
        <source>A round needs at least %1 bots.</source>
        <translation>一轮至少需要 %1 个机器人。</translation>
    </message>
    <message>
        <source>Plays %1: whole rounds of %2 matches.</source>
        <translation>将进行 %1 场对局（若干完整轮，每轮 %2 场）。</translation>
    </message>
    <message>
        <source>%1 rounds of %2 matches.</source>
        <translation>%1 轮，每轮 %2 场对局。</translation>
    </message>
    <message>
        <source>In %1</source>
        <translation>位于 %1</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615.</source>
        <translation>种子必须是 0 到 18446744073709551615 之间的整数。</translation>
    </message>
    <message>
        <source>External game (its own referee)…</source>
        <translation>外部游戏（自带裁判程序）…</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::ArenaWindow</name>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>The arena stopped: %1</source>
        <translation>竞技场已停止：%1</translation>
    </message>
    <message>
        <source>Arena — Kibitz</source>
        <translation>竞技场 — Kibitz</translation>
    </message>
    <message>
        <source>Arena: %1 — Kibitz</source>
        <translation>竞技场：%1 — Kibitz</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <source>Play the arena into the database (on a database of the same arena: play what it is missing)</source>
        <translation>运行竞技场，结果写入数据库（若数据库属于同一竞技场：只补进缺少的对局）</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>Start no new match; the running ones finish and are stored</source>
        <translation>不再开始新的对局；进行中的对局会完成并保存</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>继续(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>End the arena after the running matches; every stored match stays in the database</source>
        <translation>在进行中的对局结束后终止竞技场；已保存的对局都保留在数据库中</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Win Rates</source>
        <translation>胜率</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>等级分</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>Each row&apos;s score rate against each column&apos;s bot (a win 1, a draw ½)</source>
        <translation>每行机器人对每列机器人的得分率（胜 1，平 ½）</translation>
    </message>
    <message>
        <source>&amp;Bot:</source>
        <translation>机器人(&amp;B)：</translation>
    </message>
    <message>
        <source>R&amp;esult:</source>
        <translation>结果(&amp;E)：</translation>
    </message>
    <message>
        <source>Errors &amp;only</source>
        <translation>仅显示错误(&amp;O)</translation>
    </message>
    <message>
        <source>Double-click a match to open its replay in the debugger</source>
        <translation>双击对局以在调试器中打开其回放</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open Database…</source>
        <translation>打开数据库(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>Arena</source>
        <translation>竞技场</translation>
    </message>
    <message>
        <source>The arena cannot start: %1</source>
        <translation>竞技场无法开始：%1</translation>
    </message>
    <message>
        <source>Cannot create the folder of %1.</source>
        <translation>无法创建 %1 所在的文件夹。</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message numerus="yes">
        <source>Resuming: the database holds %n of the arena&apos;s matches.</source>
        <translation>
            <numerusform>继续：数据库中已有该竞技场的 %n 场对局。</numerusform>
        </translation>
    </message>
    <message>
        <source>The arena is over: %1 of %2 matches are stored in %3.</source>
        <translation>竞技场已结束：%2 场对局中的 %1 场已保存在 %3。</translation>
    </message>
    <message>
        <source>Cancelled: %1 of %2 matches are stored in %3; Start plays the rest.</source>
        <translation>已取消：%2 场对局中的 %1 场已保存在 %3；“开始”会进行其余对局。</translation>
    </message>
    <message>
        <source>Paused after %1 of %2 matches.</source>
        <translation>已在 %2 场对局中的第 %1 场后暂停。</translation>
    </message>
    <message>
        <source>The results cannot be ranked: %1</source>
        <translation>无法对结果排名：%1</translation>
    </message>
    <message>
        <source>%1 of %2 matches</source>
        <translation>%1 / %2 场对局</translation>
    </message>
    <message>
        <source>%1 — about %2 left</source>
        <translation>%1 — 约剩 %2</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>Results of the database</source>
        <translation>数据库中的结果</translation>
    </message>
    <message>
        <source>Starting the bots…</source>
        <translation>正在启动机器人…</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>Pausing: the running matches finish…</source>
        <translation>正在暂停：进行中的对局正在完成…</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>Cancelling: the running matches finish…</source>
        <translation>正在取消：进行中的对局正在完成…</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>All bots</source>
        <translation>所有机器人</translation>
    </message>
    <message>
        <source>All results</source>
        <translation>所有结果</translation>
    </message>
    <message>
        <source>Won by the bot</source>
        <translation>该机器人获胜</translation>
    </message>
    <message>
        <source>Lost by the bot</source>
        <translation>该机器人落败</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>Decided</source>
        <translation>分出胜负</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n match(es)</source>
        <translation>
            <numerusform>%1 / %n 场对局</numerusform>
        </translation>
    </message>
    <message>
        <source>Open an Arena Database</source>
        <translation>打开竞技场数据库</translation>
    </message>
    <message>
        <source>Arena databases (*.sqlite *.db);;All files (*)</source>
        <translation>竞技场数据库 (*.sqlite *.db);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cancel the running arena before opening another database.</source>
        <translation>请先取消进行中的竞技场，再打开其他数据库。</translation>
    </message>
    <message>
        <source>Cannot open %1: there is no such file.</source>
        <translation>无法打开 %1：文件不存在。</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>%1 of %2 matches are stored: Start plays the rest.</source>
        <translation>%2 场对局中已保存 %1 场：“开始”会进行其余对局。</translation>
    </message>
    <message numerus="yes">
        <source>The database holds the whole arena: %n match(es).</source>
        <translation>
            <numerusform>数据库中已有整个竞技场：%n 场对局。</numerusform>
        </translation>
    </message>
    <message>
        <source>The debugger window is closed: the replay cannot be shown.</source>
        <translation>调试器窗口已关闭：无法显示回放。</translation>
    </message>
    <message>
        <source>Cannot open the replay of match %1: %2</source>
        <translation>无法打开对局 %1 的回放：%2</translation>
    </message>
    <message>
        <source>This arena kept no replays.</source>
        <translation>此竞技场没有保存回放。</translation>
    </message>
    <message>
        <source>The replay %1 is gone.</source>
        <translation>回放 %1 已不存在。</translation>
    </message>
    <message>
        <source>Play the Match Again</source>
        <translation>重新进行对局</translation>
    </message>
    <message>
        <source>%1 Play match %2 again (seed %3, the same bots in the same seats) and open it?</source>
        <translation>%1 要重新进行对局 %2（种子 %3，相同的机器人坐在相同的座位）并打开吗？</translation>
    </message>
    <message>
        <source>A match is already being played again.</source>
        <translation>已有一场对局正在重新进行。</translation>
    </message>
    <message>
        <source>Playing match %1 again…</source>
        <translation>正在重新进行对局 %1…</translation>
    </message>
    <message>
        <source>Match %1 cannot be played again: %2</source>
        <translation>无法重新进行对局 %1：%2</translation>
    </message>
    <message>
        <source>Match %1 played again and opened in the debugger.</source>
        <translation>对局 %1 已重新进行并在调试器中打开。</translation>
    </message>
    <message>
        <source>&amp;Arena…</source>
        <translation>竞技场(&amp;A)…</translation>
    </message>
    <message>
        <source>Play many matches between bots, rank them with confidence intervals and open any match</source>
        <translation>在机器人之间进行大量对局，给出带置信区间的排名，并可打开任意对局</translation>
    </message>
    <message>
        <source>Warning: %1 crashed in match %2 (%3). Its later crashes are not said again: “Errors only” in Matches lists them.</source>
        <translation>警告：%1 在第 %2 场对局中崩溃（%3）。它之后的崩溃不再提示：“对局”中的“仅显示错误”会列出它们。</translation>
    </message>
    <message>
        <source>Seat %1: %2 (%3)</source>
        <translation>座位 %1：%2（%3）</translation>
    </message>
    <message>
        <source>External bots run in the sandbox.</source>
        <translation>外部机器人在沙箱中运行。</translation>
    </message>
    <message>
        <source>External bots run with your rights: Tools &gt; Sandbox Untrusted Bots runs them in the sandbox.</source>
        <translation>外部机器人以你的权限运行：“工具 &gt; 沙箱运行不受信任的机器人”可让它们在沙箱中运行。</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史</translation>
    </message>
    <message>
        <source>A bot&apos;s versions over time, against the opponents they all met</source>
        <translation>机器人各版本随时间的表现（只计所有版本都交过手的对手）</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::BoardPanel</name>
    <message>
        <source>The engine could not restore this turn, so it is shown as text: %1</source>
        <translation>引擎无法还原此回合，因此以文本显示：%1</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::BotBuilder</name>
    <message>
        <source>A build is already running.</source>
        <translation>已有构建正在进行。</translation>
    </message>
    <message>
        <source>Cannot remove the old build %1.</source>
        <translation>无法删除旧的构建产物 %1。</translation>
    </message>
    <message>
        <source>The build command &quot;%1&quot; is empty.</source>
        <translation>构建命令“%1”为空。</translation>
    </message>
    <message>
        <source>The build command could not start: %1</source>
        <translation>无法启动构建命令：%1</translation>
    </message>
    <message numerus="yes">
        <source>The build took longer than %n second(s) and was stopped.</source>
        <translation>
            <numerusform>构建耗时超过 %n 秒，已被停止。</numerusform>
        </translation>
    </message>
    <message>
        <source>The build was stopped.</source>
        <translation>构建已停止。</translation>
    </message>
    <message>
        <source>The build failed with exit code %1.</source>
        <translation>构建失败，退出码为 %1。</translation>
    </message>
    <message>
        <source>The build succeeded but made no program %1.</source>
        <translation>构建成功，但没有生成程序 %1。</translation>
    </message>
    <message>
        <source>The last build of %1 failed: fix the errors and build again.</source>
        <translation>%1 的上次构建失败：请修正错误后重新构建。</translation>
    </message>
    <message>
        <source>%1 changed since its last build: build it again.</source>
        <translation>%1 自上次构建后已更改：请重新构建。</translation>
    </message>
    <message>
        <source>The built program %1 is missing: build it again.</source>
        <translation>构建生成的程序 %1 不存在：请重新构建。</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 不存在。</translation>
    </message>
    <message>
        <source>%1 has not been built yet: build it first (Editor ▸ Build Bot, Ctrl+B).</source>
        <translation>%1 尚未构建：请先构建（编辑器 ▸ 构建机器人，Ctrl+B）。</translation>
    </message>
    <message>
        <source>This build of Kibitz has no game with a course API.</source>
        <translation>此版本的 Kibitz 没有带课程 API 的游戏。</translation>
    </message>
    <message>
        <source>Up to date: %1 was built from this content before.</source>
        <translation>已是最新：%1 之前已由相同内容构建。</translation>
    </message>
    <message>
        <source>The last check of %1 failed: fix the errors and build again.</source>
        <translation>%1 的上次检查失败：请修正错误后重新构建。</translation>
    </message>
    <message>
        <source>The build command changed since %1 was built: build it again.</source>
        <translation>自 %1 构建以来构建命令已更改：请重新构建。</translation>
    </message>
    <message>
        <source>The built program %1 changed since it was built from %2: build it again.</source>
        <translation>构建出的程序 %1 自从 %2 构建后已更改：请重新构建。</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::BotDebugPanel</name>
    <message>
        <source>%1 runs…</source>
        <translation>%1 正在运行…</translation>
    </message>
    <message numerus="yes">
        <source>%1 is attached, with %n breakpoint(s) armed for this turn; it runs…</source>
        <translation>
            <numerusform>%1 已连接调试器，本回合启用了 %n 个断点；正在运行…</numerusform>
        </translation>
    </message>
    <message>
        <source>Attaching the debugger to %1…</source>
        <translation>正在将调试器连接到 %1…</translation>
    </message>
    <message>
        <source>breakpoint</source>
        <translation>断点</translation>
    </message>
    <message>
        <source>step</source>
        <translation>单步</translation>
    </message>
    <message>
        <source>exception</source>
        <translation>异常</translation>
    </message>
    <message>
        <source>signal</source>
        <translation>信号</translation>
    </message>
    <message>
        <source>pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Turn %1 — %2 stopped (%3), in code without debug information</source>
        <translation>第 %1 回合 — %2 已停止（%3），位于没有调试信息的代码中</translation>
    </message>
    <message>
        <source>Turn %1 — %2 stopped at %3:%4 (%5)</source>
        <translation>第 %1 回合 — %2 停在 %3:%4（%5）</translation>
    </message>
    <message>
        <source>%1 answered the turn; the debugger is detached.</source>
        <translation>%1 已回应本回合；调试器已断开。</translation>
    </message>
    <message>
        <source>Debugging %1 stopped: %2</source>
        <translation>%1 的调试已停止：%2</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Step Over</source>
        <translation>单步跳过</translation>
    </message>
    <message>
        <source>Step Into</source>
        <translation>单步进入</translation>
    </message>
    <message>
        <source>Step Out</source>
        <translation>单步跳出</translation>
    </message>
    <message>
        <source>Stop Debugging</source>
        <translation>停止调试</translation>
    </message>
    <message>
        <source>Clear the breakpoints and let the bot answer without the debugger (%1)</source>
        <translation>清除断点，让机器人在没有调试器的情况下回应（%1）</translation>
    </message>
    <message>
        <source>Call stack</source>
        <translation>调用堆栈</translation>
    </message>
    <message>
        <source>Variables</source>
        <translation>变量</translation>
    </message>
    <message>
        <source>Watches</source>
        <translation>监视</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>函数</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Expression</source>
        <translation>表达式</translation>
    </message>
    <message>
        <source>Add a watch: an expression in the bot&apos;s language, then Enter</source>
        <translation>添加监视：输入机器人语言的表达式，然后按 Enter</translation>
    </message>
    <message>
        <source>Bot Debugger</source>
        <translation>机器人调试器</translation>
    </message>
    <message>
        <source>%1 stopped at %2:%3</source>
        <translation>%1 停在 %2:%3</translation>
    </message>
    <message>
        <source>%1 is no longer debugged: it ended, or was let go.</source>
        <translation>%1 已不再被调试：它已结束，或已脱离调试器。</translation>
    </message>
    <message>
        <source>%1 crashed in the turn; the debugger is detached.</source>
        <translation>%1 在本回合中崩溃；调试器已断开。</translation>
    </message>
    <message>
        <source>%1 ran out of time in the turn; the debugger is detached.</source>
        <translation>%1 在本回合中超时；调试器已断开。</translation>
    </message>
    <message>
        <source>%1 answered the turn with a move the game refuses; the debugger is detached.</source>
        <translation>%1 在本回合中给出了游戏不接受的着法；调试器已断开。</translation>
    </message>
    <message>
        <source>No bot is being debugged. Set breakpoints in the editor&apos;s gutter (F9), then Debug &gt; Re-run a Bot up to This Turn, and Debug the Turn.</source>
        <translation>没有正在调试的机器人。在编辑器的边栏中设置断点（F9），然后选择“调试 &gt; 重新运行机器人到此回合…”，再点击“调试此回合”。</translation>
    </message>
    <message>
        <source>Not evaluated since the bot last stopped</source>
        <translation>自机器人上次停止后未重新求值</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::BotIoPanel</name>
    <message>
        <source>Show Whitespace</source>
        <translation>显示空白字符</translation>
    </message>
    <message>
        <source>Show spaces, tabs and line ends in the texts</source>
        <translation>在文本中显示空格、制表符和行尾</translation>
    </message>
    <message>
        <source>Bot I/O</source>
        <translation>机器人输入/输出</translation>
    </message>
    <message>
        <source>Turn %1 of %2</source>
        <translation>第 %1 / %2 回合</translation>
    </message>
    <message>
        <source>No replay loaded.</source>
        <translation>未加载回放。</translation>
    </message>
    <message>
        <source>Turn 0 is the initial state: no bot has been asked for a move yet.</source>
        <translation>第 0 回合是初始状态：尚未要求任何机器人走棋。</translation>
    </message>
    <message>
        <source>No bot was asked for a move in turn %1: the game advanced on its own (a respawn, for example).</source>
        <translation>第 %1 回合没有要求任何机器人走棋：游戏自行推进（例如重生）。</translation>
    </message>
    <message>
        <source>• %1: %2</source>
        <extracomment>An event of the turn: its kind, then the game&apos;s description (&quot;Respawn: En garde!&quot;).</extracomment>
        <translation>• %1：%2</translation>
    </message>
    <message>
        <source>There is no exchange %1 in this turn.</source>
        <translation>此回合中没有第 %1 次交互。</translation>
    </message>
    <message>
        <source>Turn %1 is the state %2 records: the engine could not re-simulate the match from turn %3 on, so what the bots received and answered is not known.</source>
        <translation>第 %1 回合是 %2 中记录的状态：引擎无法从第 %3 回合起重新模拟这场对局，因此不知道机器人收到和回答了什么。</translation>
    </message>
    <message>
        <source>Decision %1 of %2</source>
        <translation>第 %1 次决策，共 %2 次</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>所有玩家</translation>
    </message>
    <message>
        <source>Player %1: %2</source>
        <translation>玩家 %1：%2</translation>
    </message>
    <message>
        <source>Show the exchanges of one player only</source>
        <translation>只显示一名玩家的交互</translation>
    </message>
    <message>
        <source>Player %1 was not asked for a move in turn %2 (the filter above shows no other player).</source>
        <translation>第 %2 回合没有要求玩家 %1 走棋（上方的筛选不显示其他玩家）。</translation>
    </message>
    <message>
        <source>Another player moved in turn %1: what it was told and answered is hidden while you play player %2 (untick the board&apos;s fog to see everything).</source>
        <translation>第 %1 回合由另一位玩家行动：你以玩家 %2 进行游戏时，它收到和回复的内容被隐藏（取消勾选棋盘的迷雾即可看到全部）。</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::BotLanguage</name>
    <message>
        <source>C++ (course API)</source>
        <translation>C++（课程 API）</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::BreakpointController</name>
    <message>
        <source>Stopped at turn %1: %2</source>
        <translation>已在第 %1 回合停止：%2</translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <translation>第 %1 回合：%2</translation>
    </message>
    <message>
        <source>No breakpoint holds after turn %1.</source>
        <translation>第 %1 回合之后没有满足条件的断点。</translation>
    </message>
    <message>
        <source>No breakpoint holds before turn %1.</source>
        <translation>第 %1 回合之前没有满足条件的断点。</translation>
    </message>
    <message>
        <source>Match resumed.</source>
        <translation>对局已继续。</translation>
    </message>
    <message>
        <source>Match paused at turn %1: %2</source>
        <translation>对局已在第 %1 回合暂停：%2</translation>
    </message>
    <message>
        <source>Match paused at turn %1.</source>
        <translation>对局已在第 %1 回合暂停。</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::BreakpointModel</name>
    <message>
        <source>%1 is not JSON: %2 (at byte %3)</source>
        <translation>%1 不是 JSON：%2（位于第 %3 字节）</translation>
    </message>
    <message>
        <source>%1 is not a Kibitz breakpoints file (expected an object with &quot;kibitzBreakpoints&quot; and a &quot;breakpoints&quot; array)</source>
        <translation>%1 不是 Kibitz 断点文件（应为包含 &quot;kibitzBreakpoints&quot; 和 &quot;breakpoints&quot; 数组的对象）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: breakpoint %2 (%3) does not compile: %4</source>
        <translation>%1：断点 %2（%3）无法编译：%4</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>已启用</translation>
    </message>
    <message>
        <source>%1
Threw on a turn (counted as not holding): %2</source>
        <translation>%1
在某一回合抛出异常（视为不满足）：%2</translation>
    </message>
    <message>
        <source>Log only: write a line to the log instead of stopping</source>
        <translation>仅记录：向日志写入一行，而不停止</translation>
    </message>
    <message>
        <source>Breakpoint not changed: %1</source>
        <translation>断点未更改：%1</translation>
    </message>
    <message>
        <source>On</source>
        <translation>启用</translation>
    </message>
    <message>
        <source>Expression</source>
        <translation>表达式</translation>
    </message>
    <message>
        <source>Log only</source>
        <translation>仅记录</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>命中次数</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::Breakpoints</name>
    <message>
        <source>breakpoint %1: expected an object with a non-empty &quot;expression&quot; string</source>
        <translation>断点 %1：应为包含非空字符串 &quot;expression&quot; 的对象</translation>
    </message>
    <message>
        <source>the expression is empty</source>
        <translation>表达式为空</translation>
    </message>
    <message>
        <source>it used more than %1 MB of memory in one turn, and no longer runs</source>
        <translation>它在一个回合中使用了超过 %1 MB 的内存，已不再运行</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::BreakpointsPanel</name>
    <message>
        <source>Cannot export the breakpoints: %1</source>
        <translation>无法导出断点：%1</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n breakpoint(s) to %1.</source>
        <translation>
            <numerusform>已将 %n 个断点导出到 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot import the breakpoints: %1</source>
        <translation>无法导入断点：%1</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n breakpoint(s).</source>
        <translation>
            <numerusform>已导入 %n 个断点。</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Breakpoints</source>
        <translation>导出断点</translation>
    </message>
    <message>
        <source>Breakpoints (*.json);;All files (*)</source>
        <translation>断点 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Import Breakpoints</source>
        <translation>导入断点</translation>
    </message>
    <message>
        <source>Holds on a turn where it is true. Names: state, prev, events, io, turn, changed(path), get(path); the state&apos;s fields also at top level.</source>
        <translation>在表达式为真的回合满足条件。可用名称：state、prev、events、io、turn、changed(path)、get(path)；状态的字段也可在顶层直接使用。</translation>
    </message>
    <message>
        <source>Log only</source>
        <translation>仅记录</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>Clear Log</source>
        <translation>清除日志</translation>
    </message>
    <message>
        <source>Run to Next Hit</source>
        <translation>运行到下一次命中</translation>
    </message>
    <message>
        <source>Go to the next turn where an enabled breakpoint holds</source>
        <translation>转到下一个有已启用断点满足条件的回合</translation>
    </message>
    <message>
        <source>Previous Hit</source>
        <translation>上一次命中</translation>
    </message>
    <message>
        <source>Go back to the previous turn where an enabled breakpoint holds</source>
        <translation>返回上一个有已启用断点满足条件的回合</translation>
    </message>
    <message>
        <source>Pause Match</source>
        <translation>暂停对局</translation>
    </message>
    <message>
        <source>Step Match</source>
        <translation>单步对局</translation>
    </message>
    <message>
        <source>Play one turn of the live match, then pause</source>
        <translation>进行实时对局的一个回合，然后暂停</translation>
    </message>
    <message>
        <source>Resume Match</source>
        <translation>继续对局</translation>
    </message>
    <message>
        <source>Import Breakpoints…</source>
        <translation>导入断点…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>导入…</translation>
    </message>
    <message>
        <source>Export Breakpoints…</source>
        <translation>导出断点…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Breakpoints</source>
        <translation>断点</translation>
    </message>
    <message>
        <source>This game&apos;s state: %1.
Its events (events[i].type, .player, .text, .data): %2.</source>
        <translation>本游戏的状态：%1。
它的事件（events[i].type、.player、.text、.data）：%2。</translation>
    </message>
    <message>
        <source>JavaScript expression over the turn</source>
        <translation>针对回合的 JavaScript 表达式</translation>
    </message>
    <message>
        <source>JavaScript expression, e.g. %1</source>
        <translation>JavaScript 表达式，例如 %1</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>示例</translation>
    </message>
    <message>
        <source>Expressions for this game&apos;s state and events</source>
        <translation>适用于本游戏状态和事件的表达式</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::BuildPanel</name>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>No build yet. Build the current bot with Ctrl+B.</source>
        <translation>尚未构建。按 Ctrl+B 构建当前机器人。</translation>
    </message>
    <message>
        <source>Building %1…</source>
        <translation>正在构建 %1…</translation>
    </message>
    <message>
        <source>%1 built: %2, %3.</source>
        <translation>%1 已构建：%2，%3。</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 failed to build: %2 (%3, %4). The old program was removed.</source>
        <translation>%1 构建失败：%2（%3，%4）。旧程序已被删除。</translation>
    </message>
    <message>
        <source>%1 failed to build: %2 (%3, %4).</source>
        <translation>%1 构建失败：%2（%3，%4）。</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::BuildSettingsDialog</name>
    <message>
        <source>The C++ build command cannot be empty: a C++ bot must be compiled.</source>
        <translation>C++ 构建命令不能为空：C++ 机器人必须经过编译。</translation>
    </message>
    <message>
        <source>The C++ build command must contain SOURCE (the file to compile).</source>
        <translation>C++ 构建命令必须包含 SOURCE（要编译的文件）。</translation>
    </message>
    <message>
        <source>The C++ build command must contain BOT (the program to make).</source>
        <translation>C++ 构建命令必须包含 BOT（要生成的程序）。</translation>
    </message>
    <message>
        <source>Build Settings</source>
        <translation>构建设置</translation>
    </message>
    <message>
        <source>The command that builds a bot, run without a shell in the source&apos;s folder. BOT is replaced by the program to make (the source&apos;s name without extension) and SOURCE by the source file. Leave Python empty to run the source as it is.</source>
        <translation>构建机器人的命令，在源文件所在的文件夹中运行，不经过 shell。BOT 会被替换为要生成的程序（去掉扩展名的源文件名），SOURCE 会被替换为源文件。Python 留空则直接运行源文件。</translation>
    </message>
    <message>
        <source>C++:</source>
        <translation>C++：</translation>
    </message>
    <message>
        <source>Python:</source>
        <translation>Python：</translation>
    </message>
    <message>
        <source>none (e.g. python3 -m py_compile SOURCE)</source>
        <translation>无（例如 python3 -m py_compile SOURCE）</translation>
    </message>
    <message>
        <source>Choose the Course Players Folder</source>
        <translation>选择课程玩家文件夹</translation>
    </message>
    <message>
        <source>The compile command of course players cannot be empty.</source>
        <translation>课程玩家的编译命令不能为空。</translation>
    </message>
    <message>
        <source>Course players:</source>
        <translation>课程玩家：</translation>
    </message>
    <message>
        <source>Course players folder:</source>
        <translation>课程玩家文件夹：</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>A folder of course players (AI&lt;Name&gt;.cc or .o). An OrkIsland log that names them opens played again by them: every turn can then be verified and continued.</source>
        <translation>课程玩家所在的文件夹（AI&lt;名称&gt;.cc 或 .o）。打开列出这些玩家的 OrkIsland 日志时，会由它们重新对局：之后每个回合都可以验证并继续。</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>How course players (AI&lt;Name&gt;.cc, the original C++ API) are compiled. Kibitz adds its course API, the player&apos;s file and the program to make; builds are cached by content.</source>
        <translation>课程玩家（AI&lt;名称&gt;.cc，原始 C++ API）的编译方式。Kibitz 会加入它的课程 API、玩家文件和要生成的程序；构建结果按内容缓存。</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::ChartsPanel</name>
    <message>
        <source>Export PNG…</source>
        <translation>导出 PNG…</translation>
    </message>
    <message>
        <source>Save the charts as one image</source>
        <translation>将所有图表保存为一张图片</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <source>Save the values of every metric at every turn as a spreadsheet</source>
        <translation>将每个指标在每个回合的值保存为电子表格</translation>
    </message>
    <message>
        <source>No replay loaded.</source>
        <translation>未加载回放。</translation>
    </message>
    <message>
        <source>This game declares no metrics to chart.</source>
        <translation>此游戏没有声明可绘制的指标。</translation>
    </message>
    <message>
        <source>There are no charts to export.</source>
        <translation>没有可导出的图表。</translation>
    </message>
    <message>
        <source>Export Charts</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>Could not export the charts: %1</source>
        <translation>无法导出图表：%1</translation>
    </message>
    <message>
        <source>Export Chart Data</source>
        <translation>导出图表数据</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Could not export the data: %1</source>
        <translation>无法导出数据：%1</translation>
    </message>
    <message>
        <source>Which chart to show: all of them stacked, or one filling the panel</source>
        <translation>要显示的图表：全部堆叠，或只显示一个并占满面板</translation>
    </message>
    <message>
        <source>All charts</source>
        <translation>全部图表</translation>
    </message>
    <message>
        <source>Values reported by %1</source>
        <translation>%1 报告的数值</translation>
    </message>
    <message>
        <source>%1: value lines ignored: %2 (the first: %3)</source>
        <translation>%1：已忽略 %2 行数值（第一行：%3）</translation>
    </message>
    <message>
        <source>Memory of %1 (MB)</source>
        <extracomment>Chart titles: how long one bot took to reply each turn, and how much memory it held.</extracomment>
        <translation>%1 的内存（MB）</translation>
    </message>
    <message>
        <source>Reply time of %1 (ms)</source>
        <translation>%1 的回复时间（毫秒）</translation>
    </message>
    <message>
        <source>Resident</source>
        <translation>常驻</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>峰值</translation>
    </message>
    <message>
        <source>Reply (wall)</source>
        <translation>回复（实际用时）</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Profiled</source>
        <extracomment>The markers on a bot&apos;s Reply time chart of the turns that have a profile.</extracomment>
        <translation>已分析</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::CompareWindow</name>
    <message>
        <source>%1 is a replay of %2 and the other one of %3: only replays of the same game can be compared.</source>
        <translation>%1 是 %2 的回放，而另一个是 %3 的回放：只能比较同一游戏的回放。</translation>
    </message>
    <message>
        <source>%1 has no turns.</source>
        <translation>%1 没有回合。</translation>
    </message>
    <message>
        <source>Open Replay to Compare</source>
        <translation>打开要比较的回放</translation>
    </message>
    <message>
        <source>Compare Replays</source>
        <translation>比较回放</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>%1 ends at turn %2.</source>
        <translation>%1 在第 %2 回合结束。</translation>
    </message>
    <message numerus="yes">
        <source>Turn %1 (the first difference): %n value(s) differ</source>
        <translation>
            <numerusform>第 %1 回合（第一处差异）：%n 个值不同</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turn %1: %n value(s) differ</source>
        <translation>
            <numerusform>第 %1 回合：%n 个值不同</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1 of %2</source>
        <translation>第 %1 / %2 回合</translation>
    </message>
    <message>
        <source>Open two replays of the same game to compare them.</source>
        <translation>打开同一游戏的两个回放进行比较。</translation>
    </message>
    <message numerus="yes">
        <source>The replays are identical (%n turn(s)).</source>
        <translation>
            <numerusform>两个回放完全相同（%n 个回合）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>First difference at turn %1: %n value(s) differ there.</source>
        <translation>
            <numerusform>第一处差异在第 %1 回合：该回合有 %n 个值不同。</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare Replays — Kibitz</source>
        <translation>比较回放 — Kibitz</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：%2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: (no replay)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：（无回放）</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>打开…</translation>
    </message>
    <message>
        <source>Go to First Difference</source>
        <translation>转到第一处差异</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>Compare &amp;Replays…</source>
        <translation>比较回放(&amp;R)…</translation>
    </message>
    <message>
        <source>Show two replays of the same game side by side and where they first differ</source>
        <translation>并排显示同一游戏的两个回放，以及它们首次出现差异的位置</translation>
    </message>
    <message>
        <source>Open a replay of the same game here to compare it with the other side.</source>
        <translation>在此打开同一游戏的回放，与另一侧比较。</translation>
    </message>
    <message>
        <source>Replays and logs (*.kbz *.json *.log *.txt);;Kibitz replays (*.kbz);;All files (*)</source>
        <translation>回放和日志 (*.kbz *.json *.log *.txt);;Kibitz 回放 (*.kbz);;所有文件 (*)</translation>
    </message>
    <message>
        <source>(no reply)</source>
        <translation>（无回复）</translation>
    </message>
    <message>
        <source>Reply of player %1</source>
        <translation>玩家 %1 的回复</translation>
    </message>
    <message numerus="yes">
        <source>Turn %1: %n reply(s) differ.</source>
        <translation>
            <numerusform>第 %1 回合：%n 条回复不同。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reply(s) differ.</source>
        <translation>
            <numerusform>%n 条回复不同。</numerusform>
        </translation>
    </message>
    <message>
        <source>The states are identical.</source>
        <translation>状态完全相同。</translation>
    </message>
    <message numerus="yes">
        <source>The replies differ in %n turn(s), first at turn %1.</source>
        <translation>
            <numerusform>回复在 %n 个回合中不同，第一个是第 %1 回合。</numerusform>
        </translation>
    </message>
    <message>
        <source>Next Different Reply</source>
        <translation>下一个不同的回复</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::CostText</name>
    <message>
        <source>CPU %1 ms</source>
        <extracomment>A bot&apos;s on-CPU time for one turn, in milliseconds.</extracomment>
        <translation>CPU %1 毫秒</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <extracomment>A bot&apos;s resident memory, in megabytes.</extracomment>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>On-CPU time of the bot&apos;s processes for this turn: %1 ms</source>
        <translation>本回合机器人进程占用的 CPU 时间：%1 毫秒</translation>
    </message>
    <message>
        <source>Resident memory at the reply: %1 MB (the most so far: %2 MB)</source>
        <translation>回复时的常驻内存：%1 MB（至今最高：%2 MB）</translation>
    </message>
    <message>
        <source>Measured over the bot&apos;s process and its children</source>
        <translation>统计范围为机器人进程及其子进程</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::CurrentBot</name>
    <message>
        <source>The bot editor is not available.</source>
        <translation>机器人编辑器不可用。</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::DiagnosticParser</name>
    <message>
        <source>called from here (in %1): %2</source>
        <translation>从这里调用（在 %1 中）：%2</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::DiskFile</name>
    <message>
        <source>%1 does not exist (deleted or moved?).</source>
        <translation>%1 不存在（已删除或移动？）。</translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 不是文件。</translation>
    </message>
    <message>
        <source>%1 is %2: the editor opens sources up to %3.</source>
        <translation>%1 大小为 %2：编辑器只能打开不超过 %3 的源文件。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2. Check its permissions.</source>
        <translation>无法读取 %1：%2。请检查其权限。</translation>
    </message>
    <message>
        <source>%1 is not a text file (it holds NUL bytes).</source>
        <translation>%1 不是文本文件（含有 NUL 字节）。</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text (line %2 is in another encoding). The editor reads and writes UTF-8 only: convert the file first, e.g. iconv -f latin1 -t utf-8.</source>
        <translation>%1 不是 UTF-8 文本（第 %2 行使用了其他编码）。编辑器只读写 UTF-8：请先转换文件，例如 iconv -f latin1 -t utf-8。</translation>
    </message>
    <message>
        <source>Kibitz cannot write in the folder %1.</source>
        <translation>Kibitz 无法写入文件夹 %1。</translation>
    </message>
    <message>
        <source>%1 is read-only.</source>
        <translation>%1 是只读的。</translation>
    </message>
    <message>
        <source>%1 is a system file of the kernel, not a source.</source>
        <translation>%1 是内核的系统文件，不是源文件。</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::DominoesBoard</name>
    <message>
        <source>No frame</source>
        <translation>无帧</translation>
    </message>
    <message>
        <source>This frame is not a dominoes position: %1</source>
        <translation>此帧不是多米诺骨牌局面：%1</translation>
    </message>
    <message>
        <source>Dead cells</source>
        <translation>死格</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>下一步</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::DominoesGridWidget</name>
    <message>
        <source>Total S %1 · placed F %2 · final score D = S×F/64 = %3 · reveals left %4</source>
        <translation>总计 S %1 · 已放置 F %2 · 最终得分 D = S×F/64 = %3 · 剩余翻牌次数 %4</translation>
    </message>
    <message numerus="yes">
        <source>%n dead cell(s)</source>
        <translation>
            <numerusform>%n 个死格</numerusform>
        </translation>
    </message>
    <message>
        <source>game over: %1</source>
        <translation>游戏结束：%1</translation>
    </message>
    <message>
        <source>Cell %1 (row %2, col %3)</source>
        <translation>格子 %1（第 %2 行，第 %3 列）</translation>
    </message>
    <message>
        <source>Pattern %1: %2 (top row, bottom row)</source>
        <translation>图案 %1：%2（上行，下行）</translation>
    </message>
    <message>
        <source>The first domino, dealt at random</source>
        <translation>第一张骨牌，随机发出</translation>
    </message>
    <message numerus="yes">
        <source>Empty, %n occupied neighbour(s)</source>
        <translation>
            <numerusform>空格，%n 个相邻格已被占用</numerusform>
        </translation>
    </message>
    <message>
        <source>Dead: no domino still to be placed fits its neighbours</source>
        <translation>死格：没有尚待放置的骨牌能与其相邻格匹配</translation>
    </message>
    <message>
        <source>Not dead: a remaining domino can still fit</source>
        <translation>非死格：仍有剩余骨牌可以放入</translation>
    </message>
    <message>
        <source>The selected domino can go here</source>
        <translation>所选骨牌可以放在这里</translation>
    </message>
    <message>
        <source>The selected domino cannot go here</source>
        <translation>所选骨牌不能放在这里</translation>
    </message>
    <message numerus="yes">
        <source>Stack slot %1: empty (%n reveal(s) left)</source>
        <translation>
            <numerusform>牌堆槽位 %1：空（剩余 %n 次翻牌）</numerusform>
        </translation>
    </message>
    <message>
        <source>Stack slot %1: pattern %2 (%3)</source>
        <translation>牌堆槽位 %1：图案 %2（%3）</translation>
    </message>
    <message numerus="yes">
        <source>Fits %n cell(s)</source>
        <translation>
            <numerusform>可放入 %n 个格子</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::DominoesMoveInput</name>
    <message>
        <source>Select a domino in the stack first (click it, or Enter on it).</source>
        <translation>请先在牌堆中选择一张骨牌（点击它，或在其上按 Enter）。</translation>
    </message>
    <message>
        <source>Cell %1 is occupied.</source>
        <translation>格子 %1 已被占用。</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>被拒绝：%1</translation>
    </message>
    <message>
        <source>Stack slot %1 is empty: Enter (or a click on it) reveals a domino into it.</source>
        <translation>牌堆槽位 %1 是空的：按 Enter（或点击它）会翻开一张骨牌放进去。</translation>
    </message>
    <message>
        <source>Stack slot %1: Enter (or a click on it) selects its domino to place it.</source>
        <translation>牌堆槽位 %1：按 Enter（或点击它）选择其中的骨牌以便放置。</translation>
    </message>
    <message numerus="yes">
        <source>Placing the domino of slot %1: it fits %n highlighted cell(s). Click one, or move with the arrows and press Enter; Enter on an occupied cell goes back to the stack.</source>
        <translation>
            <numerusform>正在放置槽位 %1 的骨牌：它可放入 %n 个高亮格子。点击其中一个，或用方向键移动后按 Enter；在已占用的格子上按 Enter 会回到牌堆。</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a stack tile, then a highlighted cell; or Up/Down in the stack, Enter to reveal or select, the arrows and Enter to place; Q quits. Or type the reply below.</source>
        <translation>点击牌堆中的一张骨牌，再点击一个高亮格子；或在牌堆中按上/下，按 Enter 翻开或选择，用方向键和 Enter 放置；Q 退出。也可以在下方输入回复。</translation>
    </message>
    <message>
        <source>Quit the Game (Q)</source>
        <translation>退出游戏 (Q)</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::DominoesPlayDialog</name>
    <message>
        <source>Play Dominoes</source>
        <translation>玩多米诺骨牌</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>种子(&amp;S)：</translation>
    </message>
    <message>
        <source>The deck is dealt from this number (0 to 4294967295), like the original&apos;s srand(time(0)). The same seed deals the same game.</source>
        <translation>牌组由这个数字（0 到 4294967295）发出，就像原版的 srand(time(0))。相同的种子发出相同的牌局。</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <source>Quit game (q)</source>
        <translation>退出游戏 (q)</translation>
    </message>
    <message>
        <source>Open in the main window</source>
        <translation>在主窗口中打开</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Keys of the original: Up/Down choose a stack slot; Enter on an empty slot reveals the next domino, on a filled one selects it; then the arrows move on the grid and Enter places it (Enter on an occupied cell goes back to the stack); q quits. Mouse: click a stack tile to select it (an empty one to reveal), then a highlighted cell to place it. A domino must match every occupied neighbour; the fewer dominoes pending, the more a placement scores. The third number of the score line is S×F/64 (the README says S/F, the program computes S×F/64).</source>
        <translation>原版按键：上/下选择牌堆槽位；在空槽位上按 Enter 翻开下一张骨牌，在有牌的槽位上按 Enter 选中它；然后用方向键在网格上移动，按 Enter 放置（在已占用的格子上按 Enter 返回牌堆）；按 q 退出。鼠标：点击牌堆中的骨牌将其选中（点击空槽位则翻牌），再点击高亮的格子放置。骨牌必须与每个已占用的相邻格匹配；待放置的骨牌越少，放置得分越高。得分行的第三个数是 S×F/64（README 写的是 S/F，程序计算的是 S×F/64）。</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 4294967295, got &quot;%1&quot;.</source>
        <translation>种子必须是 0 到 4294967295 之间的整数，收到的是“%1”。</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>人类玩家</translation>
    </message>
    <message>
        <source>New game on seed %1: the first domino is on cell %2.</source>
        <translation>以种子 %1 开始新游戏：第一张骨牌在格子 %2 上。</translation>
    </message>
    <message>
        <source>Back to the stack.</source>
        <translation>返回牌堆。</translation>
    </message>
    <message numerus="yes">
        <source>Selected pattern %1 (%2): it fits %n highlighted cell(s).</source>
        <translation>
            <numerusform>已选择图案 %1（%2）：可放入 %n 个高亮格子。</numerusform>
        </translation>
    </message>
    <message>
        <source>Select a domino in the stack first (click it, or Enter on it).</source>
        <translation>请先在牌堆中选择一张骨牌（点击它，或在其上按 Enter）。</translation>
    </message>
    <message>
        <source>Cell %1 is occupied.</source>
        <translation>格子 %1 已被占用。</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>被拒绝：%1</translation>
    </message>
    <message>
        <source>Game over. %1</source>
        <translation>游戏结束。%1</translation>
    </message>
    <message>
        <source>Choose a seed (the current time by default) and start a new game.</source>
        <translation>选择一个种子（默认为当前时间）并开始新游戏。</translation>
    </message>
    <message>
        <source>Press &quot;New game&quot; to deal.</source>
        <translation>按“新游戏”发牌。</translation>
    </message>
    <message>
        <source>Seed %1 · turn %2 · the game is over.</source>
        <translation>种子 %1 · 第 %2 回合 · 游戏已结束。</translation>
    </message>
    <message>
        <source>Seed %1 · turn %2 · grid mode: arrows move, Enter places the selected domino.</source>
        <translation>种子 %1 · 第 %2 回合 · 网格模式：方向键移动，Enter 放置所选骨牌。</translation>
    </message>
    <message>
        <source>Seed %1 · turn %2 · stack mode: Up/Down choose a slot, Enter reveals or selects.</source>
        <translation>种子 %1 · 第 %2 回合 · 牌堆模式：上/下选择槽位，Enter 翻牌或选中。</translation>
    </message>
    <message>
        <source>This game is not over. Quit it (recorded as QUIT) and open it in the main window?</source>
        <translation>此游戏尚未结束。要退出（记录为 QUIT）并在主窗口中打开吗？</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::EditorFeature</name>
    <message>
        <source>Built %1</source>
        <translation>已构建 %1</translation>
    </message>
    <message>
        <source>Build failed: %1</source>
        <translation>构建失败：%1</translation>
    </message>
    <message>
        <source>New Bot from Template…</source>
        <translation>从模板新建机器人…</translation>
    </message>
    <message>
        <source>Open Bot Source…</source>
        <translation>打开机器人源代码…</translation>
    </message>
    <message>
        <source>Save Bot Source</source>
        <translation>保存机器人源代码</translation>
    </message>
    <message>
        <source>Save the bot source (Ctrl+S in the editor)</source>
        <translation>保存机器人源代码（在编辑器中按 Ctrl+S）</translation>
    </message>
    <message>
        <source>Save Bot Source As…</source>
        <translation>机器人源代码另存为…</translation>
    </message>
    <message>
        <source>Close Bot Source</source>
        <translation>关闭机器人源代码</translation>
    </message>
    <message>
        <source>Find…</source>
        <translation>查找…</translation>
    </message>
    <message>
        <source>Replace…</source>
        <translation>替换…</translation>
    </message>
    <message>
        <source>Find Next</source>
        <translation>查找下一个</translation>
    </message>
    <message>
        <source>Find Previous</source>
        <translation>查找上一个</translation>
    </message>
    <message>
        <source>Go to Line…</source>
        <translation>转到行…</translation>
    </message>
    <message>
        <source>Zoom In</source>
        <translation>放大</translation>
    </message>
    <message>
        <source>Zoom Out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <source>Build Bot</source>
        <translation>构建机器人</translation>
    </message>
    <message>
        <source>Stop Build</source>
        <translation>停止构建</translation>
    </message>
    <message>
        <source>Build Settings…</source>
        <translation>构建设置…</translation>
    </message>
    <message>
        <source>Save Bot Input up to This Turn…</source>
        <translation>保存截至此回合的机器人输入…</translation>
    </message>
    <message>
        <source>Everything a player received from turn 0 to this turn, so that ./bot &lt; input.txt reproduces its decision</source>
        <translation>玩家从第 0 回合到此回合收到的全部内容，用 ./bot &lt; input.txt 即可重现它的决策</translation>
    </message>
    <message>
        <source>Open Bot Source</source>
        <translation>打开机器人源代码</translation>
    </message>
    <message>
        <source>There is no %1 template for %2.</source>
        <translation>没有适用于 %2 的 %1 模板。</translation>
    </message>
    <message>
        <source>No bot source is open.</source>
        <translation>没有打开的机器人源代码。</translation>
    </message>
    <message>
        <source>%1 is neither C++ nor Python: there is no build command for it.</source>
        <translation>%1 既不是 C++ 也不是 Python：没有对应的构建命令。</translation>
    </message>
    <message>
        <source>Save %1 before building it.</source>
        <translation>请先保存 %1 再构建。</translation>
    </message>
    <message>
        <source>No bot is open in the editor.</source>
        <translation>编辑器中没有打开的机器人。</translation>
    </message>
    <message>
        <source>%1 is not saved yet: save and build it first.</source>
        <translation>%1 尚未保存：请先保存并构建。</translation>
    </message>
    <message>
        <source>%1 is neither C++ nor Python.</source>
        <translation>%1 既不是 C++ 也不是 Python。</translation>
    </message>
    <message>
        <source>%1 has unsaved changes: save and build it first.</source>
        <translation>%1 有未保存的更改：请先保存并构建。</translation>
    </message>
    <message>
        <source>%1 is still being built.</source>
        <translation>%1 仍在构建中。</translation>
    </message>
    <message>
        <source>No match is open.</source>
        <translation>没有打开的对局。</translation>
    </message>
    <message>
        <source>There is no player %1 in this match.</source>
        <translation>此对局中没有玩家 %1。</translation>
    </message>
    <message numerus="yes">
        <source>Player %1: %2 (%n input(s))</source>
        <translation>
            <numerusform>玩家 %1：%2（%n 条输入）</numerusform>
        </translation>
    </message>
    <message>
        <source>Save Bot Input up to This Turn</source>
        <translation>保存截至此回合的机器人输入</translation>
    </message>
    <message>
        <source>Whose input, turns 0 to %1?</source>
        <translation>保存哪位玩家在第 0 至 %1 回合的输入？</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>文本文件 (*.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Save Bot Input</source>
        <translation>保存机器人输入</translation>
    </message>
    <message>
        <source>Could not save the input: %1</source>
        <translation>无法保存输入：%1</translation>
    </message>
    <message>
        <source>Saved the input of player %1 up to turn %2 to %3</source>
        <translation>已将玩家 %1 截至第 %2 回合的输入保存到 %3</translation>
    </message>
    <message>
        <source>Bot Editor</source>
        <translation>机器人编辑器</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>构建</translation>
    </message>
    <message>
        <source>Bot sources (*.cpp *.cc *.h *.hpp *.hh *.py);;All files (*)</source>
        <translation>机器人源文件 (*.cpp *.cc *.h *.hpp *.hh *.py);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1 crashed at turn %2: its traceback</source>
        <translation>%1 在第 %2 回合崩溃：其回溯信息</translation>
    </message>
    <message>
        <source>%1 crashed at turn %2 (see Build)</source>
        <translation>%1 在第 %2 回合崩溃（见“构建”）</translation>
    </message>
    <message>
        <source>Ed&amp;itor</source>
        <translation>编辑器(&amp;I)</translation>
    </message>
    <message>
        <source>the match could not start</source>
        <translation>对局无法开始</translation>
    </message>
    <message>
        <source>Go to %1:%2</source>
        <extracomment>A button of an error dialog: opens the source at the compiler&apos;s line (&quot;Go to AIFoo.cc:5&quot;).</extracomment>
        <translation>转到 %1:%2</translation>
    </message>
    <message>
        <source>Source Breakpoints</source>
        <translation>源代码断点</translation>
    </message>
    <message>
        <source>Go Back</source>
        <translation>后退</translation>
    </message>
    <message>
        <source>Go Forward</source>
        <translation>前进</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::EditorPanel</name>
    <message>
        <source>Bot Editor</source>
        <translation>机器人编辑器</translation>
    </message>
    <message>
        <source>%1 *</source>
        <translation>%1 *</translation>
    </message>
    <message>
        <source>Not saved yet</source>
        <translation>尚未保存</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Save Bot Source</source>
        <translation>保存机器人源代码</translation>
    </message>
    <message>
        <source>Bot sources (*.cpp *.cc *.h *.hpp *.py);;All files (*)</source>
        <translation>机器人源文件 (*.cpp *.cc *.h *.hpp *.py);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them before closing?</source>
        <translation>%1 有未保存的更改。关闭前要保存吗？</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>未找到</translation>
    </message>
    <message numerus="yes">
        <source>%n replaced</source>
        <translation>
            <numerusform>已替换 %n 处</numerusform>
        </translation>
    </message>
    <message>
        <source>Go to Line</source>
        <translation>转到行</translation>
    </message>
    <message>
        <source>Line (1–%1):</source>
        <translation>行（1–%1）：</translation>
    </message>
    <message>
        <source>Could not autosave %1: %2</source>
        <translation>无法自动保存 %1：%2</translation>
    </message>
    <message>
        <source>recovered</source>
        <translation>已恢复</translation>
    </message>
    <message>
        <source>%1 (deleted)</source>
        <extracomment>A tab whose file was deleted on disk while open: &quot;bot.py (deleted)&quot;.</extracomment>
        <translation>%1（已删除）</translation>
    </message>
    <message>
        <source>%1 Save As keeps your changes elsewhere.</source>
        <translation>%1 可用“另存为”把你的修改保存到别处。</translation>
    </message>
    <message>
        <source>Cannot save %1: %2 Your changes are kept in the editor: save them elsewhere with Save As.</source>
        <translation>无法保存 %1：%2 你的修改仍保留在编辑器中：请用“另存为”保存到别处。</translation>
    </message>
    <message>
        <source>%1 changed on disk but cannot be loaded: %2 The text here is kept as it was.</source>
        <translation>%1 在磁盘上已更改，但无法载入：%2 此处的文本保持不变。</translation>
    </message>
    <message>
        <source>Reloaded %1: it changed on disk.</source>
        <translation>已重新载入 %1：它在磁盘上已更改。</translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>文件在磁盘上已更改</translation>
    </message>
    <message>
        <source>%1 changed on disk, and it has unsaved changes here.

Reload from Disk: take the file as it is now (your changes here are lost).
Keep My Version: keep the text here; saving it replaces the file on disk.</source>
        <translation>%1 在磁盘上已更改，而此处有未保存的修改。

从磁盘重新载入：采用文件现在的内容（你在此处的修改将丢失）。
保留我的版本：保留此处的文本；保存时将替换磁盘上的文件。</translation>
    </message>
    <message>
        <source>Reload from Disk</source>
        <translation>从磁盘重新载入</translation>
    </message>
    <message>
        <source>Keep My Version</source>
        <translation>保留我的版本</translation>
    </message>
    <message>
        <source>Kept your version of %1; the file on disk differs.</source>
        <translation>已保留你的 %1 版本；磁盘上的文件与之不同。</translation>
    </message>
    <message>
        <source>%1 was deleted or moved on disk. Its text stays open here: save it to write the file again.</source>
        <translation>%1 已在磁盘上被删除或移动。它的文本仍在此处打开：保存即可重新写入该文件。</translation>
    </message>
    <message>
        <source>%1 cannot be read any more: %2 Its text stays open here.</source>
        <translation>%1 已无法读取：%2 它的文本仍在此处打开。</translation>
    </message>
    <message>
        <source>%1 changed on disk since it was opened here. Save anyway and replace that version with yours?</source>
        <translation>%1 自在此处打开后已在磁盘上更改。仍要保存并用你的版本替换它吗？</translation>
    </message>
    <message>
        <source>Replace on Disk</source>
        <translation>替换磁盘上的文件</translation>
    </message>
    <message>
        <source>Do Not Save</source>
        <translation>不保存</translation>
    </message>
    <message>
        <source>Not saved: %1 changed on disk.</source>
        <translation>未保存：%1 在磁盘上已更改。</translation>
    </message>
    <message>
        <source>Not reopened (moved, deleted or unreadable): %1</source>
        <translation>未重新打开（已移动、删除或无法读取）：%1</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::EventsModel</name>
    <message>
        <source>Turn</source>
        <translation>回合</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详情</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::EventsPanel</name>
    <message>
        <source>All events (%1)</source>
        <translation>所有事件（%1）</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>所有玩家</translation>
    </message>
    <message>
        <source>No player</source>
        <translation>无玩家</translation>
    </message>
    <message>
        <source>No events in this turn</source>
        <translation>本回合没有事件</translation>
    </message>
    <message>
        <source>No events</source>
        <translation>没有事件</translation>
    </message>
    <message>
        <source>Go to This Event</source>
        <translation>转到此事件</translation>
    </message>
    <message>
        <source>Break on Every “%1” of %2</source>
        <translation>在 %2 的每个“%1”处中断</translation>
    </message>
    <message>
        <source>Break on Every “%1”</source>
        <translation>在每个“%1”处中断</translation>
    </message>
    <message>
        <source>Break on Every “%1” of Any Player</source>
        <translation>在任意玩家的每个“%1”处中断</translation>
    </message>
    <message>
        <source>Whole match</source>
        <translation>整场对局</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>本回合</translation>
    </message>
    <message>
        <source>Filter by text</source>
        <translation>按文本筛选</translation>
    </message>
    <message>
        <source>Click: go to the event and mark it on the board. Ctrl+click: break on every such event.</source>
        <translation>单击：转到该事件并在棋盘上标出。Ctrl+单击：在每个此类事件处中断。</translation>
    </message>
    <message>
        <source>Next Event</source>
        <translation>下一个事件</translation>
    </message>
    <message>
        <source>Go to the next event of the chosen type</source>
        <translation>转到所选类型的下一个事件</translation>
    </message>
    <message>
        <source>Previous Event</source>
        <translation>上一个事件</translation>
    </message>
    <message>
        <source>Go back to the previous event of the chosen type</source>
        <translation>返回所选类型的上一个事件</translation>
    </message>
    <message>
        <source>Cannot add the breakpoint: %1</source>
        <translation>无法添加断点：%1</translation>
    </message>
    <message>
        <source>Added the breakpoint %1 (F8 runs to its next hit)</source>
        <translation>已添加断点 %1（F8 运行到下一次命中）</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>事件</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::ExchangeView</name>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>Standard error</source>
        <translation>标准错误</translation>
    </message>
    <message>
        <source>truncated</source>
        <translation>已截断</translation>
    </message>
    <message>
        <source>The bot wrote more than Kibitz keeps: the end of its standard error is missing.</source>
        <translation>机器人写出的内容超过了 Kibitz 保留的上限：其标准错误的末尾部分缺失。</translation>
    </message>
    <message>
        <source>(no reply)</source>
        <translation>（无回复）</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy this input to the clipboard</source>
        <translation>将此输入复制到剪贴板</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <source>Save this input to a file, to replay the turn with: ./bot &lt; file</source>
        <translation>将此输入保存到文件，以便用 ./bot &lt; file 重放此回合</translation>
    </message>
    <message>
        <source>Player %1: %2</source>
        <extracomment>A player&apos;s seat number and name: &quot;Player 0: alice&quot;.</extracomment>
        <translation>玩家 %1：%2</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Invalid</source>
        <translation>无效</translation>
    </message>
    <message>
        <source>The reply was rejected.</source>
        <translation>回复被拒绝。</translation>
    </message>
    <message>
        <source>Timeout</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>No complete reply within the time limit.</source>
        <translation>在时间限制内没有完整的回复。</translation>
    </message>
    <message>
        <source>Crashed</source>
        <translation>崩溃</translation>
    </message>
    <message>
        <source>The bot stopped or closed its output.</source>
        <translation>机器人已停止或关闭了其输出。</translation>
    </message>
    <message>
        <source>%1 ms of %2 ms</source>
        <extracomment>Time a bot took to answer and its limit, in milliseconds.</extracomment>
        <translation>%1 毫秒 / %2 毫秒</translation>
    </message>
    <message>
        <source>%1 ms (no limit)</source>
        <translation>%1 毫秒（无限制）</translation>
    </message>
    <message>
        <source>Time taken to answer, and the limit for this turn</source>
        <translation>回复所用时间，以及此回合的时间限制</translation>
    </message>
    <message>
        <source>Save Input of Player %1</source>
        <translation>保存玩家 %1 的输入</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>文本文件 (*.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Save Input</source>
        <translation>保存输入</translation>
    </message>
    <message>
        <source>Could not save the input: %1</source>
        <translation>无法保存输入：%1</translation>
    </message>
    <message numerus="yes">
        <source>The same input as player %1&apos;s, above (%n line(s)).</source>
        <translation>
            <numerusform>与上方玩家 %1 的输入相同（%n 行）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Malformed mark skipped: %1</source>
        <translation>已跳过格式错误的标记：%1</translation>
    </message>
    <message>
        <source>Bot marks (drawn on the board)</source>
        <translation>机器人标记（画在棋盘上）</translation>
    </message>
    <message numerus="yes">
        <source>⋯ map: %n line(s) folded ⋯</source>
        <extracomment>The one line that stands for the map in a bot&apos;s input while it is folded.</extracomment>
        <translation>
            <numerusform>⋯ 地图：已折叠 %n 行 ⋯</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n line(s))</source>
        <extracomment>A folded stream&apos;s caption: &quot;Input (812 lines)&quot;.</extracomment>
        <translation>
            <numerusform>%1（%n 行）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Show Map (%n line(s))</source>
        <translation>
            <numerusform>显示地图（%n 行）</numerusform>
        </translation>
    </message>
    <message>
        <source>Fold Map</source>
        <translation>折叠地图</translation>
    </message>
    <message>
        <source>The map in the input: shown in full, or folded into one line</source>
        <translation>输入中的地图：完整显示，或折叠为一行</translation>
    </message>
    <message>
        <source>Fold or show this text, for every player</source>
        <translation>折叠或展开这段文本（对所有玩家）</translation>
    </message>
    <message>
        <source>Go to %1:%2</source>
        <extracomment>Opens the bot&apos;s source in the editor at the line its error names: &quot;Go to bot.py:12&quot;.</extracomment>
        <translation>转到 %1:%2</translation>
    </message>
    <message>
        <source>Open %1 at line %2 in the Bot Editor (or click an underlined line)</source>
        <translation>在机器人编辑器中打开 %1 的第 %2 行（或点击带下划线的行）</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::ExternalBoardView</name>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Match ended early</source>
        <translation>对局提前结束</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Last input</source>
        <translation>最近一次输入</translation>
    </message>
    <message>
        <source>Last reply</source>
        <translation>最近一次回复</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Referee log</source>
        <translation>裁判程序日志</translation>
    </message>
    <message>
        <source>View data</source>
        <translation>视图数据</translation>
    </message>
    <message>
        <source>Row %1, column %2</source>
        <translation>第 %1 行，第 %2 列</translation>
    </message>
    <message>
        <source>Row %1, column %2: %3</source>
        <translation>第 %1 行，第 %2 列：%3</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::ExternalRefereeForm</name>
    <message>
        <source>Choose a Referee</source>
        <translation>选择裁判程序</translation>
    </message>
    <message>
        <source>Referees (*.jar *.py);;All files (*)</source>
        <translation>裁判程序 (*.jar *.py);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Runs: %1</source>
        <translation>运行：%1</translation>
    </message>
    <message>
        <source>Choose the referee: a command, a .jar or a .py file.</source>
        <translation>请选择裁判程序：一条命令、一个 .jar 或 .py 文件。</translation>
    </message>
    <message>
        <source>Game name: %1</source>
        <translation>游戏名称：%1</translation>
    </message>
    <message>
        <source>Parameters, line %1: &apos;%2&apos; is not KEY=VALUE.</source>
        <translation>参数第 %1 行：“%2”不是 KEY=VALUE 形式。</translation>
    </message>
    <message>
        <source>A brutaltester referee takes no parameters: empty the parameters or choose the cg dialect.</source>
        <translation>brutaltester 裁判程序不接受参数：请清空参数，或改选 cg 协议。</translation>
    </message>
    <message>
        <source>Referee:</source>
        <translation>裁判程序：</translation>
    </message>
    <message>
        <source>Command, or a referee .jar or .py file</source>
        <translation>一条命令，或裁判程序的 .jar 或 .py 文件</translation>
    </message>
    <message>
        <source>A .jar runs as a CodinGame SDK referee with Java, a .py with python3; anything else is the referee&apos;s command line.</source>
        <translation>.jar 作为 CodinGame SDK 裁判程序用 Java 运行，.py 用 python3 运行；其他内容视为裁判程序的命令行。</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Protocol:</source>
        <translation>协议：</translation>
    </message>
    <message>
        <source>CodinGame SDK referees (RefereeMain)</source>
        <translation>CodinGame SDK 裁判程序（RefereeMain）</translation>
    </message>
    <message>
        <source>Old cg-brutaltester referees (###Start, ###Input, ###Output)</source>
        <translation>旧版 cg-brutaltester 裁判程序（###Start、###Input、###Output）</translation>
    </message>
    <message>
        <source>Game name:</source>
        <translation>游戏名称：</translation>
    </message>
    <message>
        <source>Optional: letters, digits, -, _ and .</source>
        <translation>可选：字母、数字、-、_ 和 .</translation>
    </message>
    <message>
        <source>Parameters:</source>
        <translation>参数：</translation>
    </message>
    <message>
        <source>One KEY=VALUE per line, e.g. league.level=3</source>
        <translation>每行一个 KEY=VALUE，例如 league.level=3</translation>
    </message>
    <message>
        <source>Seed line:</source>
        <translation>种子行：</translation>
    </message>
    <message>
        <source>None</source>
        <translation>不发送</translation>
    </message>
    <message>
        <source>###Seed before ###Start</source>
        <translation>在 ###Start 之前发送 ###Seed</translation>
    </message>
    <message>
        <source>###Seed after ###Start</source>
        <translation>在 ###Start 之后发送 ###Seed</translation>
    </message>
    <message>
        <source>Time limit:</source>
        <translation>时间限制：</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>Each bot&apos;s time per reply. Default: a cg referee&apos;s own limits; for a brutaltester referee, which has none, Kibitz&apos;s (1000 ms for the first reply, 150 ms after).</source>
        <translation>每个机器人每次回复的时间。默认：cg 裁判程序自己的限制；brutaltester 裁判程序没有限制，则用 Kibitz 的（首次回复 1000 毫秒，之后 150 毫秒）。</translation>
    </message>
    <message>
        <source>Run the referee and the bots in the sandbox</source>
        <translation>在沙箱中运行裁判程序和机器人</translation>
    </message>
    <message>
        <source>The referee sees its own folder and nothing else, like an untrusted bot.</source>
        <translation>裁判程序只能看到自己的文件夹，如同不受信任的机器人。</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::FencingBoard</name>
    <message>
        <source>Reach and parry zones</source>
        <translation>攻击距离与招架区域</translation>
    </message>
    <message>
        <source>Bio passport</source>
        <translation>生物护照</translation>
    </message>
    <message>
        <source>deactivated</source>
        <translation>已停用</translation>
    </message>
    <message numerus="yes">
        <source>%n drug(s)</source>
        <translation>
            <numerusform>服药 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <source>position: %1[%2]</source>
        <translation>位置：%1[%2]</translation>
    </message>
    <message>
        <source>energy: %1</source>
        <translation>体力：%1</translation>
    </message>
    <message>
        <source>position=%1[%2]</source>
        <translation>position=%1[%2]</translation>
    </message>
    <message>
        <source>energy=%1 / energyMax=%2</source>
        <translation>energy=%1 / energyMax=%2</translation>
    </message>
    <message>
        <source>score=%1</source>
        <translation>score=%1</translation>
    </message>
    <message>
        <source>last action: %1</source>
        <translation>上一个动作：%1</translation>
    </message>
    <message>
        <source>drugs: %1</source>
        <translation>药物：%1</translation>
    </message>
    <message>
        <source>doped</source>
        <translation>已服用禁药</translation>
    </message>
    <message>
        <source>deactivated: %1</source>
        <translation>已停用：%1</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::FencingMoveInput</name>
    <message>
        <source>Energy %1</source>
        <translation>体力 %1</translation>
    </message>
    <message>
        <source>Not enough energy: your fencer would forfeit.</source>
        <translation>体力不足：你的击剑手将被判负。</translation>
    </message>
    <message>
        <source>Waiting for your turn.</source>
        <translation>正在等待你的回合。</translation>
    </message>
    <message>
        <source>League %1. Your fencer: position %2, energy %3/%4, score %5. Choose an action (button or key).</source>
        <translation>联赛 %1。你的击剑手：位置 %2，体力 %3/%4，得分 %5。请选择一个动作（按钮或按键）。</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::FindBar</name>
    <message>
        <source>Find:</source>
        <translation>查找：</translation>
    </message>
    <message>
        <source>Replace:</source>
        <translation>替换：</translation>
    </message>
    <message>
        <source>Text or regular expression</source>
        <translation>文本或正则表达式</translation>
    </message>
    <message>
        <source>Replacement (\1 for a group)</source>
        <translation>替换为（\1 表示一个分组）</translation>
    </message>
    <message>
        <source>Regex</source>
        <translation>正则</translation>
    </message>
    <message>
        <source>Perl-compatible regular expression; \1 … \9 in the replacement are its groups</source>
        <translation>Perl 兼容的正则表达式；替换内容中的 \1 … \9 表示其分组</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>区分大小写</translation>
    </message>
    <message>
        <source>Whole words</source>
        <translation>全字匹配</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一个</translation>
    </message>
    <message>
        <source>Find next (F3)</source>
        <translation>查找下一个 (F3)</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>上一个</translation>
    </message>
    <message>
        <source>Find previous (Shift+F3)</source>
        <translation>查找上一个 (Shift+F3)</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>替换</translation>
    </message>
    <message>
        <source>Replace All</source>
        <translation>全部替换</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>关闭 (Esc)</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::FlameGraphView</name>
    <message>
        <source>All the turn&apos;s samples: %1</source>
        <translation>该回合的全部采样：%1</translation>
    </message>
    <message>
        <source>%1
Samples: %2 (%3% of the turn)
In the function itself: %4</source>
        <translation>%1
采样：%2（占该回合的 %3%）
函数自身：%4</translation>
    </message>
    <message>
        <source>all (%1 samples)</source>
        <translation>全部（%1 个采样）</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::FormatExport</name>
    <message>
        <source>Export as %1</source>
        <translation>导出为 %1</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>无法导出</translation>
    </message>
    <message>
        <source>The file could not be written:
%1</source>
        <translation>无法写入文件：
%1</translation>
    </message>
    <message>
        <source>Wrote %1 (%2)</source>
        <translation>已写入 %1（%2）</translation>
    </message>
    <message>
        <source>%1…</source>
        <translation>%1…</translation>
    </message>
    <message>
        <source>The match in this format, as kibitz-cli export --format %1 writes it</source>
        <translation>以此格式保存的对局，与 kibitz-cli export --format %1 写出的相同</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::HistoryChart</name>
    <message>
        <source>Bo&amp;t:</source>
        <translation>机器人(&amp;T)：</translation>
    </message>
    <message>
        <source>The bot whose versions are shown: each version is the content of its program or script when it played</source>
        <translation>显示其版本的机器人：每个版本是它对局时程序或脚本的内容</translation>
    </message>
    <message>
        <source>First played</source>
        <translation>首次对局时间</translation>
    </message>
    <message>
        <source>Elo against the common opponents (95% interval as bars)</source>
        <translation>对共同对手的 Elo（95% 区间以误差线表示）</translation>
    </message>
    <message>
        <source>No matches yet: the history of a bot&apos;s versions appears once it has played.</source>
        <translation>尚无对局：机器人有对局后即显示其各版本的历史。</translation>
    </message>
    <message>
        <source>No history for %1: %2</source>
        <translation>%1 没有历史：%2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n version(s) against %2 (matches: %3).</source>
        <translation>
            <numerusform>%1：%n 个版本，对手为 %2（对局：%3）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Elo of %1</source>
        <translation>%1 的 Elo</translation>
    </message>
    <message>
        <source>versions</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>%1: Elo %2 [%3, %4], matches: %5, first played %6</source>
        <translation>%1：Elo %2 [%3, %4]，对局：%5，首次对局 %6</translation>
    </message>
    <message>
        <source>(not recorded)</source>
        <translation>（未记录）</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::InspectorPanel</name>
    <message>
        <source>Filter by name, value or path</source>
        <translation>按名称、值或路径筛选</translation>
    </message>
    <message>
        <source>Copy &amp;Value</source>
        <translation>复制值(&amp;V)</translation>
    </message>
    <message>
        <source>Copy &amp;Path</source>
        <translation>复制路径(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Expand All</source>
        <translation>全部展开(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Collapse All</source>
        <translation>全部折叠(&amp;C)</translation>
    </message>
    <message>
        <source>No replay loaded</source>
        <translation>未加载回放</translation>
    </message>
    <message>
        <source>Turn %1: the initial state</source>
        <translation>第 %1 回合：初始状态</translation>
    </message>
    <message>
        <source>Turn %1: 1 value changed since the previous turn</source>
        <translation>第 %1 回合：与上一回合相比有 1 个值发生变化</translation>
    </message>
    <message numerus="yes">
        <source>Turn %1: %n values changed since the previous turn</source>
        <translation>
            <numerusform>第 %1 回合：与上一回合相比有 %n 个值发生变化</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::JsonValueText</name>
    <message>
        <source>1 item</source>
        <translation>1 项</translation>
    </message>
    <message numerus="yes">
        <source>%n items</source>
        <translation>
            <numerusform>%n 项</numerusform>
        </translation>
    </message>
    <message>
        <source>1 field</source>
        <translation>1 个字段</translation>
    </message>
    <message numerus="yes">
        <source>%n fields</source>
        <translation>
            <numerusform>%n 个字段</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::LanguageAssist</name>
    <message>
        <source>No completions here.</source>
        <translation>此处没有补全。</translation>
    </message>
    <message>
        <source>No definition found.</source>
        <translation>未找到定义。</translation>
    </message>
    <message>
        <source>References in this file: %1</source>
        <translation>此文件中的引用：%1</translation>
    </message>
    <message>
        <source>Formatting failed: %1</source>
        <translation>格式化失败：%1</translation>
    </message>
    <message>
        <source>The document is already formatted.</source>
        <translation>文档已格式化，无需更改。</translation>
    </message>
    <message>
        <source>No quick fix here.</source>
        <translation>此处没有快速修复。</translation>
    </message>
    <message>
        <source>The text changed since the quick fixes were offered: ask again (Ctrl+.).</source>
        <translation>提供快速修复后文本已更改：请再次请求（Ctrl+.）。</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::LanguageStatusBar</name>
    <message>
        <source>No language server for this file: live errors and completion need the Debian package %1 (sudo apt install %1). Editing, building and running work as usual.</source>
        <translation>此文件没有语言服务器：实时错误和自动补全需要 Debian 软件包 %1（sudo apt install %1）。编辑、构建和运行照常可用。</translation>
    </message>
    <message>
        <source>The language server stopped: %1</source>
        <translation>语言服务器已停止：%1</translation>
    </message>
    <message>
        <source>Errors: %1   Warnings: %2</source>
        <translation>错误：%1   警告：%2</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>转到(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;New Match…</source>
        <translation>新建对局(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>First Turn</source>
        <translation>第一回合</translation>
    </message>
    <message>
        <source>Back 10 Turns</source>
        <translation>后退 10 回合</translation>
    </message>
    <message>
        <source>Previous Turn</source>
        <translation>上一回合</translation>
    </message>
    <message>
        <source>Play Backwards</source>
        <translation>倒放</translation>
    </message>
    <message>
        <source>Next Turn</source>
        <translation>下一回合</translation>
    </message>
    <message>
        <source>Forward 10 Turns</source>
        <translation>前进 10 回合</translation>
    </message>
    <message>
        <source>Last Turn</source>
        <translation>最后一回合</translation>
    </message>
    <message>
        <source>Jump to Turn…</source>
        <translation>跳转到回合…</translation>
    </message>
    <message>
        <source>&amp;About Kibitz</source>
        <translation>关于 Kibitz(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Continue from This Turn…</source>
        <translation>从此回合继续(&amp;C)…</translation>
    </message>
    <message>
        <source>Play on from the current turn in a new window, with the same or other bots</source>
        <translation>在新窗口中从当前回合继续对局，可使用相同或其他机器人</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>检查器</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>Bot I/O</source>
        <translation>机器人输入/输出</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <source>&amp;Debug</source>
        <translation>调试(&amp;D)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Kibitz</source>
        <translation>Kibitz</translation>
    </message>
    <message>
        <source>%1[*] — Kibitz</source>
        <translation>%1[*] — Kibitz</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>演示</translation>
    </message>
    <message>
        <source>Match running…</source>
        <translation>对局进行中…</translation>
    </message>
    <message>
        <source>Match running… turn %1</source>
        <translation>对局进行中… 第 %1 回合</translation>
    </message>
    <message numerus="yes">
        <source>Match cancelled after %n turn(s).</source>
        <translation>
            <numerusform>对局在 %n 个回合后被取消。</numerusform>
        </translation>
    </message>
    <message>
        <source>Match over: %1</source>
        <translation>对局结束：%1</translation>
    </message>
    <message>
        <source>About Kibitz</source>
        <translation>关于 Kibitz</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;An IDE and visualizer for writing and debugging bots for turn-based games.&lt;/p&gt;&lt;p&gt;Games: %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;用于编写和调试回合制游戏机器人的 IDE 与可视化工具。&lt;/p&gt;&lt;p&gt;游戏：%2。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation>无法打开文件</translation>
    </message>
    <message>
        <source>Kibitz could not open %1:
%2</source>
        <translation>Kibitz 无法打开 %1：
%2</translation>
    </message>
    <message>
        <source>Imported %1 (%2)</source>
        <translation>已导入 %1（%2）</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Open Replay</source>
        <translation>打开回放</translation>
    </message>
    <message>
        <source>Replays and logs (*.kbz *.json *.log *.txt);;Kibitz replays (*.kbz);;All files (*)</source>
        <translation>回放和日志 (*.kbz *.json *.log *.txt);;Kibitz 回放 (*.kbz);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Save Replay</source>
        <translation>保存回放</translation>
    </message>
    <message>
        <source>Kibitz replays (*.kbz)</source>
        <translation>Kibitz 回放 (*.kbz)</translation>
    </message>
    <message>
        <source>Unsaved match</source>
        <translation>未保存的对局</translation>
    </message>
    <message>
        <source>%1 has not been saved. Save it now?</source>
        <translation>%1 尚未保存。现在保存吗？</translation>
    </message>
    <message>
        <source>(no recent files)</source>
        <translation>（没有最近的文件）</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>清除列表</translation>
    </message>
    <message>
        <source>Jump to Turn</source>
        <translation>跳转到回合</translation>
    </message>
    <message>
        <source>Turn (0–%1):</source>
        <translation>回合（0–%1）：</translation>
    </message>
    <message>
        <source>Cannot continue the match</source>
        <translation>无法继续对局</translation>
    </message>
    <message>
        <source>Cannot start the match</source>
        <translation>无法开始对局</translation>
    </message>
    <message>
        <source>Cannot continue from this turn: %1</source>
        <translation>无法从此回合继续：%1</translation>
    </message>
    <message>
        <source>&amp;Follow the Live Turn</source>
        <translation>跟随实时回合(&amp;F)</translation>
    </message>
    <message>
        <source>While a match runs, show each new turn as it arrives (unless you moved away from the newest)</source>
        <translation>对局进行时，每个新回合一到就显示（除非你已离开最新的回合）</translation>
    </message>
    <message>
        <source>Imported %1 (%2), played again by its course players</source>
        <translation>已导入 %1（%2），并由其课程玩家重新对局</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <source>Imported %1 (%2); not played again by its course players: %3</source>
        <translation>已导入 %1（%2）；未由其课程玩家重新对局：%3</translation>
    </message>
    <message>
        <source>%1 has not been saved and stays open.</source>
        <translation>%1 尚未保存，仍保持打开。</translation>
    </message>
    <message>
        <source>%1 ends at turn %2 of %3 (truncated?): the turns it holds are open, the match is incomplete.</source>
        <translation>%1 在第 %2 回合（共 %3 回合）处结束（被截断？）：已打开其中包含的回合，对局不完整。</translation>
    </message>
    <message>
        <source>File cut off</source>
        <translation>文件被截断</translation>
    </message>
    <message>
        <source>Match ended early: %1</source>
        <translation>对局提前结束：%1</translation>
    </message>
    <message>
        <source>Starting the match: building its bots…</source>
        <translation>正在开始对局：构建其机器人…</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::MatchDebugging</name>
    <message>
        <source>Debug needs a seat played by an external bot (a program, a Python script or a course player).</source>
        <translation>调试需要一个由外部机器人（程序、Python 脚本或课程玩家）控制的座位。</translation>
    </message>
    <message>
        <source>No debugger for Python bots is installed: install the package %1.</source>
        <translation>未安装 Python 机器人的调试器：请安装软件包 %1。</translation>
    </message>
    <message>
        <source>No debugger for native bots is installed: install the package %1.</source>
        <translation>未安装原生机器人的调试器：请安装软件包 %1。</translation>
    </message>
    <message>
        <source>The debugged bot&apos;s process cannot be found.</source>
        <translation>找不到正在调试的机器人的进程。</translation>
    </message>
    <message>
        <source>A Python bot cannot be debugged in the sandbox (its debugger needs a network port): turn off Tools &gt; Sandbox Untrusted Bots to debug it.</source>
        <translation>无法在沙箱中调试 Python 机器人（其调试器需要一个网络端口）：请关闭“工具 &gt; 沙箱运行不受信任的机器人”后再调试。</translation>
    </message>
    <message>
        <source>The debugger for Python bots cannot be set up: %1</source>
        <translation>无法设置 Python 机器人的调试器：%1</translation>
    </message>
    <message>
        <source>KIBITZ_NATIVE_ADAPTER=gdb, but there is no gdb %1 or later on PATH.</source>
        <translation>已设置 KIBITZ_NATIVE_ADAPTER=gdb，但 PATH 中没有 gdb %1 或更高版本。</translation>
    </message>
    <message>
        <source>The bot cannot be built for debugging (-O0 -g): %1</source>
        <translation>无法为调试构建机器人（-O0 -g）：%1</translation>
    </message>
    <message>
        <source>The bot&apos;s process cannot be found from outside the sandbox: turn off Tools &gt; Sandbox Untrusted Bots and start again to debug it.</source>
        <translation>无法从沙箱外找到机器人的进程：请关闭“工具 &gt; 沙箱运行不受信任的机器人”，然后重新开始以调试它。</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::MatchListModel</name>
    <message>
        <source> vs </source>
        <translation> 对 </translation>
    </message>
    <message>
        <source>draw</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>胜者</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>回合数</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Ranking points: %1</source>
        <translation>排名积分：%1</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::MatchPanel</name>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Rules version</source>
        <translation>规则版本</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>创建时间</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>回合数</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>#</source>
        <extracomment>Column headers of the players table: seat number, name, bot, the game&apos;s own score (Fencing&apos;s touches), the result (wins, loses, crashed...).</extracomment>
        <translation>#</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>机器人</translation>
    </message>
    <message>
        <source>No replay loaded.</source>
        <translation>未加载回放。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (this engine has %2)</source>
        <translation>%1（此引擎为 %2）</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1，由 %2 创建</translation>
    </message>
    <message>
        <source>Live: the match is being played</source>
        <translation>实时：对局正在进行</translation>
    </message>
    <message>
        <source>not decided yet</source>
        <translation>尚未分出胜负</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>已结束</translation>
    </message>
    <message>
        <source>Stopped before the end</source>
        <translation>在结束前停止</translation>
    </message>
    <message>
        <source>Played in Kibitz</source>
        <translation>在 Kibitz 中进行</translation>
    </message>
    <message>
        <source>Imported from a %1 replay</source>
        <translation>从 %1 回放导入</translation>
    </message>
    <message>
        <source>Imported from a %1 replay: %2</source>
        <translation>从 %1 回放导入：%2</translation>
    </message>
    <message>
        <source>Continued from turn %1 of %2</source>
        <translation>从 %2 的第 %1 回合继续</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Ranking points: %1</source>
        <translation>排名积分：%1</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::MatchPrebuild</name>
    <message numerus="yes">
        <source>Compiling course player %1 (%2 of %3)… %n s</source>
        <translation>
            <numerusform>正在编译课程玩家 %1（第 %2 个，共 %3 个）… %n 秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Building %1 for debugging (%2 of %3)… %n s</source>
        <translation>
            <numerusform>正在为调试构建 %1（第 %2 个，共 %3 个）… %n 秒</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::MetricChartView</name>
    <message>
        <source>Click or drag to go to a turn; click a name in the legend to hide or show its line; right-click for a logarithmic scale</source>
        <translation>点击或拖动以前往某一回合；点击图例中的名称以隐藏或显示其线条；右键单击使用对数刻度</translation>
    </message>
    <message>
        <source>&amp;Logarithmic Scale</source>
        <translation>对数刻度(&amp;L)</translation>
    </message>
    <message>
        <source>Values below %1 are drawn at %1</source>
        <translation>低于 %1 的值画在 %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::MoscaCecaBoard</name>
    <message>
        <source>Fog: what the agent knows</source>
        <translation>迷雾：代理人所知道的</translation>
    </message>
    <message>
        <source>What happened this turn</source>
        <translation>本回合发生的事</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>网格</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <source>player %1 (%2)</source>
        <translation>玩家 %1（%2）</translation>
    </message>
    <message>
        <source>Agent %1 of %2 at (%3, %4)</source>
        <translation>%2 的代理人 %1，位于（%3, %4）</translation>
    </message>
    <message>
        <source>Energia (energy): %1 / %2</source>
        <translation>Energia（能量）：%1 / %2</translation>
    </message>
    <message>
        <source>Stoffa (cloth) carried: %1</source>
        <translation>携带的 stoffa（布料）：%1</translation>
    </message>
    <message>
        <source>Bandiere (flags) of its player: %1</source>
        <translation>其玩家的 bandiere（旗帜）：%1</translation>
    </message>
    <message>
        <source>Switched off (si spegne): no longer on the board</source>
        <translation>已关闭（si spegne）：不再在棋盘上</translation>
    </message>
    <message>
        <source>Decides next</source>
        <translation>下一个决策者</translation>
    </message>
    <message>
        <source>Agent %1 planted a bandiera (flag) for %2 stoffa (cloth)</source>
        <translation>代理人 %1 花费 %2 stoffa（布料）插下一面 bandiera（旗帜）</translation>
    </message>
    <message>
        <source>Agent %1 attacked agent %2: hit, %3 stoffa (cloth) destroyed</source>
        <translation>代理人 %1 攻击代理人 %2：命中，摧毁 %3 stoffa（布料）</translation>
    </message>
    <message>
        <source>Agent %1 attacked agent %2: missed</source>
        <translation>代理人 %1 攻击代理人 %2：未命中</translation>
    </message>
    <message>
        <source>Agent %1 was ejected from the colonna di ricarica (charging column) at (%2, %3)</source>
        <translation>代理人 %1 从位于（%2, %3）的 colonna di ricarica（充电柱）弹出</translation>
    </message>
    <message>
        <source>Agent %1 switched off (si spegne)</source>
        <translation>代理人 %1 已关闭（si spegne）</translation>
    </message>
    <message>
        <source>Free (libera)</source>
        <translation>空格（libera）</translation>
    </message>
    <message>
        <source>Colonna di ricarica (charging column): +%1 energia (energy) per turn</source>
        <translation>Colonna di ricarica（充电柱）：每回合 +%1 energia（能量）</translation>
    </message>
    <message>
        <source>Unknown ground: the state does not say</source>
        <translation>未知地面：状态中没有记录</translation>
    </message>
    <message>
        <source>This turn: %1</source>
        <translation>本回合：%1</translation>
    </message>
    <message>
        <source>Fog: agent %1 is switched off and sees nothing</source>
        <translation>迷雾：代理人 %1 已关闭，什么也看不见</translation>
    </message>
    <message>
        <source>Fog: agent %1 sees this cell</source>
        <translation>迷雾：代理人 %1 看得见此格</translation>
    </message>
    <message>
        <source>Fog: agent %1 knows only that its bandiera (flag) is here</source>
        <translation>迷雾：代理人 %1 只知道此处有它的 bandiera（旗帜）</translation>
    </message>
    <message>
        <source>Fog: agent %1 does not see this cell</source>
        <translation>迷雾：代理人 %1 看不见此格</translation>
    </message>
    <message>
        <source>This frame has no Mosca Ceca board</source>
        <translation>此帧没有 Mosca Ceca 棋盘</translation>
    </message>
    <message>
        <source>No frame</source>
        <translation>无帧</translation>
    </message>
    <message>
        <source>The engine could not read its state: %1</source>
        <translation>引擎无法读取其状态：%1</translation>
    </message>
    <message>
        <source>+bandiera</source>
        <translation>+bandiera</translation>
    </message>
    <message>
        <source>hit −%1</source>
        <translation>命中 −%1</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>未命中</translation>
    </message>
    <message>
        <source>spento</source>
        <translation>spento（已关闭）</translation>
    </message>
    <message>
        <source>Turn %1 of %2</source>
        <translation>第 %1 / %2 回合</translation>
    </message>
    <message>
        <source>Turn %1 of %2, decision %3</source>
        <translation>第 %1 / %2 回合，第 %3 次决策</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>对局结束</translation>
    </message>
    <message>
        <source>Next to decide: agent %1</source>
        <translation>下一个决策：代理人 %1</translation>
    </message>
    <message>
        <source>Stoffa (cloth)</source>
        <translation>Stoffa（布料）</translation>
    </message>
    <message>
        <source>Fog: click an agent to see what it knows</source>
        <translation>迷雾：点击代理人以查看它知道什么</translation>
    </message>
    <message>
        <source>Fog: agent %1 of %2 is switched off (si spegne) and knows nothing</source>
        <translation>迷雾：%2 的代理人 %1 已关闭（si spegne），一无所知</translation>
    </message>
    <message>
        <source>Fog: what agent %1 of %2 knows</source>
        <translation>迷雾：%2 的代理人 %1 所知道的</translation>
    </message>
    <message>
        <source>Its cell and the 8 around it (framed in white)</source>
        <translation>它的格子与周围 8 格（白框）</translation>
    </message>
    <message>
        <source>Its player&apos;s bandiere (flags): %1, lightly veiled</source>
        <translation>其玩家的 bandiere（旗帜）：%1，淡色遮罩</translation>
    </message>
    <message>
        <source>Energia (energy) %1, stoffa (cloth) %2</source>
        <translation>Energia（能量）%1，stoffa（布料）%2</translation>
    </message>
    <message numerus="yes">
        <source>Territory of %1: %Ln cell(s)</source>
        <translation>
            <numerusform>%1 的领地：%Ln 格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln bandiera(e)</source>
        <translation>
            <numerusform>%1：%Ln 面 bandiere（旗帜）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nearest colonna di ricarica (charging column): %Ln move(s) away (dashed square)</source>
        <translation>
            <numerusform>最近的 colonna di ricarica（充电柱）：相距 %Ln 步（虚线方框）</numerusform>
        </translation>
    </message>
    <message>
        <source>An agent of %1</source>
        <translation>%1 的一个代理人</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::MoscaCecaMoveInput</name>
    <message>
        <source>Waiting for your turn.</source>
        <translation>正在等待你的回合。</translation>
    </message>
    <message>
        <source>Agent %1 at row %2, column %3: energy %4, cloth %5. Click a neighbouring cell to move there or attack the agent on it, or use the keypad (1-9 around 5), F, C, W.</source>
        <translation>代理人 %1 位于第 %2 行第 %3 列：energia（能量）%4，stoffa（布料）%5。点击相邻的格子可移动过去或攻击其上的代理人，也可使用数字小键盘（5 周围的 1-9）、F、C、W。</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::NewMatchDialog</name>
    <message>
        <source>Action script…</source>
        <translation>动作脚本…</translation>
    </message>
    <message>
        <source>External command…</source>
        <translation>外部命令…</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Path of the action script</source>
        <translation>动作脚本的路径</translation>
    </message>
    <message>
        <source>Command line, e.g. ./mybot --fast</source>
        <translation>命令行，例如 ./mybot --fast</translation>
    </message>
    <message>
        <source>Choose an Action Script</source>
        <translation>选择动作脚本</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <source>No game selected.</source>
        <translation>未选择游戏。</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615.</source>
        <translation>种子必须是 0 到 18446744073709551615 之间的整数。</translation>
    </message>
    <message>
        <source>Continue from Turn %1</source>
        <translation>从第 %1 回合继续</translation>
    </message>
    <message>
        <source>New Match</source>
        <translation>新建对局</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>游戏：</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>种子：</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>玩家：</translation>
    </message>
    <message>
        <source>Players and bots</source>
        <translation>玩家与机器人</translation>
    </message>
    <message>
        <source>The same seed and the same bots give the same match.</source>
        <translation>相同的种子和相同的机器人会产生相同的对局。</translation>
    </message>
    <message>
        <source>My bot (from the editor)</source>
        <translation>我的机器人（来自编辑器）</translation>
    </message>
    <message>
        <source>Player %1 (my bot): %2</source>
        <translation>玩家 %1（我的机器人）：%2</translation>
    </message>
    <message>
        <source>No time limit for external bots (to attach a debugger)</source>
        <translation>外部机器人不限时（便于附加调试器）</translation>
    </message>
    <message>
        <source>External bots may take as long as they need; the replay is marked as not following the game&apos;s time limits.</source>
        <translation>外部机器人可以使用任意长的时间；回放会被标记为不符合游戏的时间限制。</translation>
    </message>
    <message>
        <source>Choose a Bot Program</source>
        <translation>选择机器人程序</translation>
    </message>
    <message>
        <source>Course player (AI….cc or .o)…</source>
        <translation>课程玩家（AI….cc 或 .o）…</translation>
    </message>
    <message>
        <source>Path of AIName.cc or of a course object AIName.o.Linux64</source>
        <translation>AIName.cc 或课程目标文件 AIName.o.Linux64 的路径</translation>
    </message>
    <message>
        <source>Choose a Course Player</source>
        <translation>选择课程玩家</translation>
    </message>
    <message>
        <source>Course players (AI*.cc AI*.cpp AI*.o AI*.o.*);;All files (*)</source>
        <translation>课程玩家 (AI*.cc AI*.cpp AI*.o AI*.o.*);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Parameters (%1, all by default)</source>
        <translation>参数（%1 个，均为默认值）</translation>
    </message>
    <message>
        <source>Parameters (%1, %2 changed)</source>
        <translation>参数（%1 个，已更改 %2 个）</translation>
    </message>
    <message>
        <source>Show or hide the game&apos;s parameters</source>
        <translation>显示或隐藏游戏参数</translation>
    </message>
    <message>
        <source>&amp;Debug</source>
        <translation>调试(&amp;D)</translation>
    </message>
    <message>
        <source>Start the match with its first external bot under the debugger: the editor&apos;s breakpoints stop it in the turns they apply to; each bot&apos;s time limit counts only its own CPU time, so a stopped bot never runs out of time</source>
        <translation>在调试器下开始对局，调试第一个外部机器人：编辑器中的断点会在其适用的回合让它停下；每个机器人的时间限制只计算它自己的 CPU 时间，因此停下的机器人永远不会超时</translation>
    </message>
    <message>
        <source>Continue the match with player %1&apos;s bot under the debugger: the editor&apos;s breakpoints stop it in the turns they apply to; each bot&apos;s time limit counts only its own CPU time, so a stopped bot never runs out of time</source>
        <translation>在调试器下继续对局，调试玩家 %1 的机器人：编辑器中的断点会在其适用的回合让它停下；每个机器人的时间限制只计算它自己的 CPU 时间，因此停下的机器人永远不会超时</translation>
    </message>
    <message>
        <source>My bot cannot play: %1</source>
        <translation>我的机器人无法对战：%1</translation>
    </message>
    <message>
        <source>Building my bot…</source>
        <translation>正在构建我的机器人…</translation>
    </message>
    <message>
        <source>Building my bot… %1</source>
        <translation>正在构建我的机器人… %1</translation>
    </message>
    <message>
        <source>A game Kibitz does not build in: its referee runs as a program of its own and Kibitz keeps the bots (sandbox, time limits, Bot I/O, debugger, charts).</source>
        <translation>Kibitz 未内置的游戏：其裁判程序作为独立程序运行，机器人仍由 Kibitz 管理（沙箱、时间限制、机器人输入/输出、调试器、图表）。</translation>
    </message>
    <message>
        <source>Profile this bot</source>
        <translation>分析此机器人</translation>
    </message>
    <message>
        <source>Record where this bot spends each turn (perf for a native bot, Kibitz&apos;s profiler for a Python one): the Profile panel shows it. Its times include the profiler&apos;s overhead.</source>
        <translation>记录此机器人每个回合的时间花在哪里（原生机器人用 perf，Python 机器人用 Kibitz 的性能分析器）：“性能分析”面板会显示结果。它的时间包含性能分析器的开销。</translation>
    </message>
    <message>
        <source>Me (play by hand)</source>
        <translation>我（手动下棋）</translation>
    </message>
    <message>
        <source>You choose this seat&apos;s moves on the board, without a time limit</source>
        <translation>由你在棋盘上为这个座位选择走法，没有时间限制</translation>
    </message>
    <message>
        <source>External game (its own referee)…</source>
        <translation>外部游戏（自带裁判程序）…</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::NoteDialog</name>
    <message>
        <source>Edit Note</source>
        <translation>编辑笔记</translation>
    </message>
    <message>
        <source>Add Note</source>
        <translation>添加笔记</translation>
    </message>
    <message>
        <source>Note on turn %1</source>
        <translation>第 %1 回合的笔记</translation>
    </message>
    <message>
        <source>&amp;Category:</source>
        <translation>类别(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Anchor:</source>
        <translation>锚点(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Pick on Board</source>
        <translation>在棋盘上选择(&amp;P)</translation>
    </message>
    <message>
        <source>Click a thing on the board to attach the note to it</source>
        <translation>点击棋盘上的对象，将笔记附加到它上面</translation>
    </message>
    <message>
        <source>What happened on this turn?</source>
        <translation>这一回合发生了什么？</translation>
    </message>
    <message>
        <source>Write the note first: it is empty.</source>
        <translation>请先写笔记：它是空的。</translation>
    </message>
    <message>
        <source>“%1” is not an anchor: anchors have no spaces (players[1], cell:3,4, unit:12).</source>
        <translation>“%1”不是锚点：锚点不含空格（players[1]、cell:3,4、unit:12）。</translation>
    </message>
    <message>
        <source>The note cannot be saved: its replay was closed or the note was deleted.</source>
        <translation>无法保存笔记：它的回放已关闭，或笔记已被删除。</translation>
    </message>
    <message>
        <source>whole turn</source>
        <translation>整个回合</translation>
    </message>
    <message>
        <source>Empty: the note is on the whole turn. Or type an anchor (players[1], cell:3,4, unit:12), or click “Pick on Board” and then the thing on the board.</source>
        <translation>留空：笔记针对整个回合。也可以输入锚点（players[1]、cell:3,4、unit:12），或点击“在棋盘上选择”，再点击棋盘上的对象。</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::NotesController</name>
    <message>
        <source>Add Note</source>
        <translation>添加笔记</translation>
    </message>
    <message>
        <source>Edit Note</source>
        <translation>编辑笔记</translation>
    </message>
    <message>
        <source>Delete Note</source>
        <translation>删除笔记</translation>
    </message>
    <message>
        <source>Restore Unsaved Notes</source>
        <translation>恢复未保存的笔记</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::NotesModel</name>
    <message>
        <source>whole turn</source>
        <translation>整个回合</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>回合</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Anchor</source>
        <translation>锚点</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>笔记</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::NotesPanel</name>
    <message numerus="yes">
        <source>Kibitz found %n note(s) for this replay that were not saved (last change %1). Restore them?</source>
        <translation>
            <numerusform>Kibitz 发现此回放有 %n 条未保存的笔记（最后更改于 %1）。要恢复它们吗？</numerusform>
        </translation>
    </message>
    <message>
        <source>Some notes of this file could not be read and were skipped:
%1</source>
        <translation>此文件中的部分笔记无法读取，已跳过：
%1</translation>
    </message>
    <message>
        <source>Bot marks</source>
        <translation>机器人标记</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: malformed mark: %2</source>
        <translation>%1：标记格式错误：%2</translation>
    </message>
    <message numerus="yes">
        <source>Bot marks on turn %1 (%n mark(s))</source>
        <translation>
            <numerusform>第 %1 回合的机器人标记（%n 个标记）</numerusform>
        </translation>
    </message>
    <message>
        <source>(the bots drew nothing on this turn: see docs/bot-marks.md)</source>
        <translation>（机器人在此回合没有绘制任何内容：参见 docs/bot-marks.md）</translation>
    </message>
    <message>
        <source>Unsaved notes</source>
        <translation>未保存的笔记</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>放弃</translation>
    </message>
    <message>
        <source>Filter notes…</source>
        <translation>筛选笔记…</translation>
    </message>
    <message>
        <source>All categories</source>
        <translation>所有类别</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::OrkIslandBoard</name>
    <message>
        <source>Ork trails</source>
        <translation>兽人足迹</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>网格</translation>
    </message>
    <message>
        <source>Round %1: captured by %2 (from %3), respawned at (%4, %5)</source>
        <translation>第 %1 轮：被 %2 捕获（原属 %3），在（%4, %5）重生</translation>
    </message>
    <message>
        <source>Round %1: died of exhaustion, respawned at (%2, %3)</source>
        <translation>第 %1 轮：因力竭而死，在 (%2, %3) 重生</translation>
    </message>
    <message>
        <source>unknown cell &apos;%1&apos;</source>
        <translation>未知格子“%1”</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>无人</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <source>player %1 (%2)</source>
        <translation>玩家 %1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>City %1 (%n cells), owner: %2</source>
        <translation>
            <numerusform>城市 %1（%n 个格子），所有者：%2</numerusform>
        </translation>
    </message>
    <message>
        <source>Path %1 (city %2 to city %3), owner: %4</source>
        <translation>道路 %1（城市 %2 至城市 %3），所有者：%4</translation>
    </message>
    <message>
        <source>This frame has no OrkIsland map</source>
        <translation>此帧没有 OrkIsland 地图</translation>
    </message>
    <message>
        <source>No frame</source>
        <translation>无帧</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>No deaths or captures so far</source>
        <translation>目前还没有死亡或被捕获</translation>
    </message>
    <message>
        <source>Animate moves</source>
        <translation>移动动画</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::OrkIslandMoveInput</name>
    <message>
        <source>A round holds at most %1 commands.</source>
        <translation>一轮最多包含 %1 条命令。</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>End round</source>
        <translation>结束本轮</translation>
    </message>
    <message>
        <source>Waiting for your turn.</source>
        <translation>正在等待你的回合。</translation>
    </message>
    <message>
        <source>ork %1 (health %2)</source>
        <translation>兽人 %1（生命值 %2）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message numerus="yes">
        <source>Round %1, %n command(s). Selected: %2. Click one of your orks (or N for the next one), then a neighbouring cell (or an arrow key); Return ends the round.</source>
        <translation>
            <numerusform>第 %1 轮，%n 条命令。已选：%2。点击你的一个兽人（或按 N 选下一个），再点击相邻的格子（或按方向键）；回车结束本轮。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::PlayPanel</name>
    <message>
        <source>Play by Hand</source>
        <translation>手动下棋</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>认输</translation>
    </message>
    <message>
        <source>Give up this seat for the rest of the match?</source>
        <translation>在本对局余下的部分放弃这个座位吗？</translation>
    </message>
    <message>
        <source>Give up the seat whose move it is: its moves fail from now on, like a bot that stopped answering</source>
        <translation>放弃当前轮到的座位：此后它的走法都算失败，就像一个不再回复的机器人</translation>
    </message>
    <message>
        <source>Stop and Save…</source>
        <translation>停止并保存…</translation>
    </message>
    <message>
        <source>Stop the match and save it; to play on later, open it, go to its last turn and choose Debug &gt; Continue from This Turn</source>
        <translation>停止对局并保存；以后要继续下，打开它，转到最后一个回合，然后选择“调试 &gt; 从此回合继续”</translation>
    </message>
    <message>
        <source>Take Back</source>
        <translation>悔棋</translation>
    </message>
    <message>
        <source>Take back your last move: the match goes on from the turn before it</source>
        <translation>收回你的上一步：对局从那一步之前的回合继续</translation>
    </message>
    <message>
        <source>Match stopped. To play on later: open the saved replay, go to its last turn and choose Debug &gt; Continue from This Turn (your seats stay yours).</source>
        <translation>对局已停止。以后要继续下：打开保存的回放，转到最后一个回合，然后选择“调试 &gt; 从此回合继续”（你的座位仍归你）。</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>对局已结束。</translation>
    </message>
    <message>
        <source>Choose &quot;Me (play by hand)&quot; for a seat in File &gt; New Match to play it here.</source>
        <translation>在“文件 &gt; 新建对局”中为某个座位选择“我（手动下棋）”，即可在这里下棋。</translation>
    </message>
    <message>
        <source>Waiting for the other players…</source>
        <translation>正在等待其他玩家…</translation>
    </message>
    <message>
        <source>Turn %1: your move, %2 (player %3).</source>
        <translation>第 %1 回合：轮到你了，%2（玩家 %3）。</translation>
    </message>
    <message>
        <source>Undo Move</source>
        <translation>撤销这步</translation>
    </message>
    <message>
        <source>Take back the move you just sent while the other players have not all answered: you choose it again, nothing is played again</source>
        <translation>在其他玩家尚未全部回应之前，撤回刚送出的这步：重新选择，不会重下任何一步</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::PlayerLabels</name>
    <message>
        <source>Player %1</source>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <source>%1 (player %2)</source>
        <extracomment>A player&apos;s name followed by its seat number, when two players have the same name.</extracomment>
        <translation>%1（玩家 %2）</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::ProfilePanel</name>
    <message>
        <source>Profile</source>
        <translation>性能分析</translation>
    </message>
    <message>
        <source>The replay does not say where %1 is defined (a bot built without -g, or a library&apos;s function).</source>
        <translation>回放中没有记录 %1 的定义位置（机器人编译时未加 -g，或是库中的函数）。</translation>
    </message>
    <message>
        <source>Cannot open %1 at line %2: there is no such file here.</source>
        <translation>无法在第 %2 行打开 %1：这里没有这个文件。</translation>
    </message>
    <message>
        <source>Profiling was refused: %1</source>
        <translation>性能分析被拒绝：%1</translation>
    </message>
    <message>
        <source>Open a replay or play a match: where a profiled bot spent each turn shows here.</source>
        <translation>打开回放或进行一场对局：被分析的机器人每个回合的时间花在哪里会显示在这里。</translation>
    </message>
    <message>
        <source>%1 at turn %2: %3 samples (about one per millisecond of its CPU time).</source>
        <translation>%1 在第 %2 回合：%3 个采样（约每毫秒 CPU 时间一个）。</translation>
    </message>
    <message>
        <source>Compared with turn %1 (%2 samples): what grew most first, what shrank most last.</source>
        <translation>与第 %1 回合（%2 个采样）比较：增长最多的在前，减少最多的在后。</translation>
    </message>
    <message>
        <source>Turn %1 has no profile of this bot to compare with.</source>
        <translation>第 %1 回合没有此机器人的性能分析结果可供比较。</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>函数</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>总计</translation>
    </message>
    <message>
        <source>Total, turn %1</source>
        <translation>总计，第 %1 回合</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Self</source>
        <translation>自身</translation>
    </message>
    <message>
        <source>Self, turn %1</source>
        <translation>自身，第 %1 回合</translation>
    </message>
    <message>
        <source>Defined in</source>
        <translation>定义位置</translation>
    </message>
    <message>
        <source>Self %</source>
        <translation>自身 %</translation>
    </message>
    <message>
        <source>Total %</source>
        <translation>总计 %</translation>
    </message>
    <message>
        <source>Bot:</source>
        <translation>机器人：</translation>
    </message>
    <message>
        <source>Compare with turn</source>
        <translation>与以下回合比较</translation>
    </message>
    <message>
        <source>Lists each function&apos;s samples in both turns: what grew most first</source>
        <translation>列出每个函数在两个回合中的采样：增长最多的在前</translation>
    </message>
    <message>
        <source>Double-click a function to open its source at its line</source>
        <translation>双击函数即可在其所在行打开源代码</translation>
    </message>
    <message>
        <source>The match is running: a profiled bot&apos;s profiles appear here when it ends.</source>
        <translation>对局正在进行：被分析的机器人的性能分析结果会在对局结束时显示在这里。</translation>
    </message>
    <message>
        <source>This match was not profiled. To see where a bot spends each turn, tick &quot;Profile this bot&quot; in New Match, or use &quot;Profile the Turn&quot; in the Re-run dialog; on the command line: kibitz-cli run --profile SEAT.</source>
        <translation>这场对局没有进行性能分析。要查看机器人每个回合的时间花在哪里，请在“新建对局”中勾选“分析此机器人”，或在重新运行对话框中使用“分析该回合”；命令行：kibitz-cli run --profile SEAT。</translation>
    </message>
    <message>
        <source>%1 does not play turn %2: no profile.</source>
        <translation>%1 不参与第 %2 回合：没有性能分析结果。</translation>
    </message>
    <message>
        <source>No samples in turn %1: %2 replied before the profiler took one (it takes about one per millisecond of the bot&apos;s CPU time).</source>
        <translation>第 %1 回合没有采样：%2 在性能分析器取得采样之前就已回复（机器人每使用约一毫秒 CPU 时间采样一次）。</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::RankingModel</name>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>The 95% interval of the mean score</source>
        <translation>平均得分的 95% 区间</translation>
    </message>
    <message>
        <source>The 95% interval of the Elo rating</source>
        <translation>Elo 等级分的 95% 区间</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>机器人</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>负</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>积分</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Score 95%</source>
        <translation>得分 95%</translation>
    </message>
    <message>
        <source>Elo 95%</source>
        <translation>Elo 95%</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>The largest of its matches&apos; 95th percentiles of reply time (external bots only)</source>
        <translation>各对局回复时间第 95 百分位数中的最大值（仅外部机器人）</translation>
    </message>
    <message>
        <source>Reply p95</source>
        <translation>回复 p95</translation>
    </message>
    <message>
        <source>Slowest reply</source>
        <translation>最慢回复</translation>
    </message>
    <message>
        <source>Timeouts</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>Peak memory</source>
        <translation>峰值内存</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::RatingChart</name>
    <message>
        <source>Matches</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>Elo (95% interval shaded)</source>
        <translation>Elo（阴影为 95% 区间）</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::RecoveryDialog</name>
    <message>
        <source>Recover Unsaved Bots</source>
        <translation>恢复未保存的机器人</translation>
    </message>
    <message>
        <source>Kibitz did not close normally. These bot sources had unsaved changes. Checked ones reopen as modified tabs; unchecked ones are deleted.</source>
        <translation>Kibitz 未正常关闭。以下机器人源代码有未保存的更改。勾选的将作为已修改的标签页重新打开；未勾选的将被删除。</translation>
    </message>
    <message>
        <source>never saved</source>
        <translation>从未保存</translation>
    </message>
    <message>
        <source>%1 — %2 (autosaved %3)</source>
        <translation>%1 — %2（自动保存于 %3）</translation>
    </message>
    <message>
        <source>Restore Checked</source>
        <translation>恢复勾选项</translation>
    </message>
    <message>
        <source>Discard All</source>
        <translation>全部放弃</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::ReplayDocument</name>
    <message>
        <source>Unsaved %1 match</source>
        <translation>未保存的 %1 对局</translation>
    </message>
    <message>
        <source>%1 (imported)</source>
        <translation>%1（已导入）</translation>
    </message>
    <message>
        <source>Fork of %1 from turn %2</source>
        <translation>%1 从第 %2 回合起的分支</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::RerunDialog</name>
    <message>
        <source>Feed a fresh copy of a seat&apos;s bot the match&apos;s inputs up to this turn, compare its replies, and attach a debugger</source>
        <translation>把本场对局到此回合为止的输入交给某个座位机器人的一个新副本，比较它的回复，并附加调试器</translation>
    </message>
    <message>
        <source>Player %1: %2</source>
        <translation>玩家 %1：%2</translation>
    </message>
    <message>
        <source>Starting %1 and feeding it the recorded inputs of turns 1 to %2…</source>
        <translation>正在启动 %1，并向它发送第 1 到 %2 回合记录下的输入…</translation>
    </message>
    <message>
        <source>The re-run stopped: %1</source>
        <translation>重新运行已停止：%1</translation>
    </message>
    <message>
        <source>Turn %1: the bot answers differently than in the match (it is not deterministic, or it changed since).</source>
        <translation>第 %1 回合：机器人的回答与对局中不同（它不是确定性的，或之后被修改过）。</translation>
    </message>
    <message>
        <source>In the match it answered:</source>
        <translation>对局中它的回答：</translation>
    </message>
    <message>
        <source>    (nothing)</source>
        <translation>    （无）</translation>
    </message>
    <message>
        <source>Now it fails: %1</source>
        <translation>现在它失败了：%1</translation>
    </message>
    <message>
        <source>Now it answers:</source>
        <translation>现在它回答：</translation>
    </message>
    <message>
        <source>Turns 1 to %1: every reply as in the match (%2 compared).</source>
        <translation>第 1 到 %1 回合：每个回复都与对局中相同（比较了 %2 个）。</translation>
    </message>
    <message>
        <source>The bot now waits for turn %1&apos;s input, with no time limit.</source>
        <translation>机器人现在等待第 %1 回合的输入，没有时间限制。</translation>
    </message>
    <message>
        <source>Turn %1 sent; waiting for the bot&apos;s answer (no time limit)…</source>
        <translation>已发送第 %1 回合；正在等待机器人的回答（无时间限制）…</translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <translation>第 %1 回合：%2</translation>
    </message>
    <message>
        <source>Turn %1: the bot answers:</source>
        <translation>第 %1 回合：机器人回答：</translation>
    </message>
    <message>
        <source>stderr:
%1</source>
        <translation>stderr：
%1</translation>
    </message>
    <message>
        <source>Re-run a Bot up to a Turn</source>
        <translation>重新运行机器人到某一回合</translation>
    </message>
    <message>
        <source>A fresh copy of the bot gets the recorded inputs of the turns before the chosen one, and each of its replies is compared with the match&apos;s. Then it waits for the chosen turn with no time limit, so that a debugger can be attached first.</source>
        <translation>机器人的新副本会收到所选回合之前各回合的记录输入，它的每个回复都与对局中的回复比较。然后它无时间限制地等待所选回合，以便先附加调试器。</translation>
    </message>
    <message>
        <source>Seat:</source>
        <translation>座位：</translation>
    </message>
    <message>
        <source>Bot:</source>
        <translation>机器人：</translation>
    </message>
    <message>
        <source>An external bot: cmd:COMMAND or eda:FILE (a course player). The seat&apos;s bot as recorded by default.</source>
        <translation>外部机器人：cmd:命令 或 eda:文件（课程玩家）。默认为记录中该座位的机器人。</translation>
    </message>
    <message>
        <source>Stop at turn:</source>
        <translation>停在回合：</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Play the Turn</source>
        <translation>进行此回合(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Continue the Match with This Bot…</source>
        <translation>用此机器人继续对局(&amp;C)…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Open gdb in a Terminal</source>
        <translation>在终端中打开 gdb</translation>
    </message>
    <message>
        <source>Attach a debugger: %1</source>
        <translation>附加调试器：%1</translation>
    </message>
    <message>
        <source>(This system lets only root attach to a running process: use sudo, or allow it with &quot;echo 0 | sudo tee /proc/sys/kernel/yama/ptrace_scope&quot;.)</source>
        <translation>（此系统只允许 root 附加到正在运行的进程：请使用 sudo，或用 &quot;echo 0 | sudo tee /proc/sys/kernel/yama/ptrace_scope&quot; 允许。）</translation>
    </message>
    <message>
        <source>Turn %1: the input made again from the recorded state differs from the one the bot received in the match, at line %2 (the game&apos;s rules changed since, or the replay was edited).</source>
        <translation>第 %1 回合：根据记录的状态重新生成的输入与机器人在对局中收到的输入在第 %2 行不同（此后游戏规则有变，或回放被编辑过）。</translation>
    </message>
    <message>
        <source>In the match it received:</source>
        <translation>对局中它收到的是：</translation>
    </message>
    <message>
        <source>    (the input ends before this line)</source>
        <translation>    （输入在此行之前结束）</translation>
    </message>
    <message>
        <source>Now it receives:</source>
        <translation>现在它收到的是：</translation>
    </message>
    <message>
        <source>The bot runs in the sandbox, and its process cannot be found from outside it: gdb needs the sandbox off. Turn off Tools &gt; Sandbox Untrusted Bots and start again.</source>
        <translation>机器人在沙箱中运行，从沙箱外找不到它的进程：使用 gdb 需要关闭沙箱。请关闭“工具 &gt; 沙箱运行不受信任的机器人”，然后重新开始。</translation>
    </message>
    <message>
        <source>(The bot runs in the sandbox: this is its process ID outside the sandbox, not bubblewrap&apos;s.)</source>
        <translation>（机器人在沙箱中运行：这是它在沙箱外的进程 ID，而不是 bubblewrap 的。）</translation>
    </message>
    <message>
        <source>Run the Recorded Bot?</source>
        <translation>运行记录中的机器人？</translation>
    </message>
    <message>
        <source>The replay records this bot for seat %1, and re-running starts it:

%2

A replay can come from anyone. Start it only if you trust it; %3</source>
        <translation>回放为座位 %1 记录了这个机器人，重新运行会启动它：

%2

回放可能来自任何人。只有在你信任它时才启动；%3</translation>
    </message>
    <message>
        <source>it runs in the sandbox.</source>
        <translation>它将在沙箱中运行。</translation>
    </message>
    <message>
        <source>Tools &gt; Sandbox Untrusted Bots runs it in the sandbox.</source>
        <translation>“工具 &gt; 沙箱运行不受信任的机器人”可让它在沙箱中运行。</translation>
    </message>
    <message>
        <source>Re-run a &amp;Bot up to This Turn…</source>
        <translation>重新运行机器人到此回合(&amp;B)…</translation>
    </message>
    <message>
        <source>This is the reply the match recorded.</source>
        <translation>与对局中记录的回复相同。</translation>
    </message>
    <message>
        <source>The match recorded a different reply:</source>
        <translation>对局中记录的是另一个回复：</translation>
    </message>
    <message>
        <source>No breakpoint is set in the editor (click its gutter or press F9 on a line): the bot runs through the turn unless it faults.</source>
        <translation>编辑器中没有设置断点（点击边栏或在某行按 F9）：除非出错，机器人将运行完整个回合。</translation>
    </message>
    <message numerus="yes">
        <source>Turn %1 sent under the debugger, with %n breakpoint(s) armed for this turn only…</source>
        <translation>
            <numerusform>第 %1 回合已在调试器下发送，仅本回合启用 %n 个断点…</numerusform>
        </translation>
    </message>
    <message>
        <source>The debugger stopped: %1</source>
        <translation>调试器已停止：%1</translation>
    </message>
    <message>
        <source>The bot</source>
        <translation>机器人</translation>
    </message>
    <message>
        <source>&amp;Debug the Turn</source>
        <translation>调试此回合(&amp;D)</translation>
    </message>
    <message>
        <source>Play the turn under the debugger: the breakpoints set in the editor&apos;s gutter are armed for this turn only, and the Bot Debugger dock shows where the bot stops</source>
        <translation>在调试器下进行此回合：编辑器边栏中设置的断点仅在本回合启用，“机器人调试器”面板显示机器人停在何处</translation>
    </message>
    <message>
        <source>The build for debugging failed; the bot&apos;s own build runs instead: %1</source>
        <translation>调试构建失败；改为运行机器人的常规构建：%1</translation>
    </message>
    <message>
        <source>Built for debugging (-O0 -g): %1</source>
        <translation>已为调试构建（-O0 -g）：%1</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved (nor built): the bot runs the file as it is on disk, so its lines may not be the ones the breakpoints are on.</source>
        <translation>%1 有未保存（也未构建）的更改：机器人运行的是磁盘上的文件，因此其行可能与断点所在的行不一致。</translation>
    </message>
    <message>
        <source>The breakpoint at %1 will not stop: the bot has no code there, or no debug information for that file.</source>
        <translation>%1 处的断点不会停下：机器人在那里没有代码，或者该文件没有调试信息。</translation>
    </message>
    <message>
        <source>The breakpoint at %1 stops at line %2, the next line with code.</source>
        <translation>%1 处的断点停在第 %2 行，即下一个有代码的行。</translation>
    </message>
    <message numerus="yes">
        <source>None of the editor&apos;s %n breakpoint(s) stops in turn %1 (their turns are set in the gutter&apos;s context menu): the bot runs through it unless it faults.</source>
        <translation>
            <numerusform>编辑器中的 %n 个断点都不在第 %1 回合停下（回合在边栏的右键菜单中设置）：除非出错，机器人将运行完这个回合。</numerusform>
        </translation>
    </message>
    <message>
        <source>the match</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>the re-run of player %1</source>
        <translation>玩家 %1 的重新运行</translation>
    </message>
    <message>
        <source>Building the bot for debugging (-O0 -g) if it needs a build…</source>
        <translation>如有需要，正在为调试构建机器人（-O0 -g）…</translation>
    </message>
    <message>
        <source>P&amp;rofile the Turn…</source>
        <translation>分析该回合(&amp;R)…</translation>
    </message>
    <message>
        <source>Play the match on from the turn before this one with the bot profiled, in a new window: its Profile panel shows where the bot spent each turn</source>
        <translation>在新窗口中从此回合的前一回合继续对局，并对机器人进行性能分析：其“性能分析”面板会显示机器人每个回合的时间花在哪里</translation>
    </message>
    <message>
        <source>Compare Replies with the Match…</source>
        <translation>与对局比较回复…</translation>
    </message>
    <message>
        <source>Open the Compare window on the match and on the match as the re-run played it: each turn where the bot answers otherwise is marked on the timeline</source>
        <translation>在“比较回放”窗口中打开对局及重新运行所下的对局：机器人回答不同的每个回合都会在时间线上标出</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::ResultWords</name>
    <message>
        <source>wins</source>
        <extracomment>A seat&apos;s result in a match: it won.</extracomment>
        <translation>胜</translation>
    </message>
    <message>
        <source>shares the win</source>
        <extracomment>A seat&apos;s result in a match of three or more seats: it won together with others.</extracomment>
        <translation>并列获胜</translation>
    </message>
    <message>
        <source>draw</source>
        <extracomment>A seat&apos;s result in a match: every seat ended level.</extracomment>
        <translation>平局</translation>
    </message>
    <message>
        <source>loses</source>
        <extracomment>A seat&apos;s result in a match: it lost.</extracomment>
        <translation>负</translation>
    </message>
    <message>
        <source>disqualified</source>
        <extracomment>A seat&apos;s result: its bot&apos;s reply broke the rules, which ended its game.</extracomment>
        <translation>被取消资格</translation>
    </message>
    <message>
        <source>crashed</source>
        <extracomment>A seat&apos;s result: its bot&apos;s process died, which ended its game.</extracomment>
        <translation>崩溃</translation>
    </message>
    <message>
        <source>timed out</source>
        <extracomment>A seat&apos;s result: its bot did not answer in time, which ended its game.</extracomment>
        <translation>超时</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>A seat of a match that has no name.</extracomment>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <extracomment>The result of a match: %1 is the winner&apos;s name.</extracomment>
        <translation>%1 获胜</translation>
    </message>
    <message>
        <source>%1 share the win</source>
        <extracomment>The result of a match of three or more seats: %1 lists the winners&apos; names.</extracomment>
        <translation>%1 并列获胜</translation>
    </message>
    <message>
        <source>Draw</source>
        <extracomment>The result of a match where every seat ended level.</extracomment>
        <translation>平局</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>The result of a match and its score: &quot;alice wins, 20–15&quot;.</extracomment>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1 crashed</source>
        <extracomment>In a match&apos;s result: the bot of seat %1 died, which ended its game.</extracomment>
        <translation>%1 崩溃</translation>
    </message>
    <message>
        <source>%1 timed out</source>
        <extracomment>In a match&apos;s result: the bot of seat %1 did not answer in time, which ended its game.</extracomment>
        <translation>%1 超时</translation>
    </message>
    <message>
        <source>%1 was disqualified</source>
        <extracomment>In a match&apos;s result: the reply of seat %1 broke the rules, which ended its game.</extracomment>
        <translation>%1 被取消资格</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::RulesHelpWindow</name>
    <message>
        <source>Rules of %1</source>
        <translation>%1 规则</translation>
    </message>
    <message>
        <source>&amp;Rules of This Game</source>
        <translation>本游戏规则(&amp;R)</translation>
    </message>
    <message>
        <source>The rules of the open replay&apos;s game, written for a player</source>
        <translation>当前打开的回放所属游戏的规则，为玩家编写</translation>
    </message>
    <message>
        <source>Rules &amp;of</source>
        <translation>游戏规则(&amp;O)</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::Sandbox</name>
    <message>
        <source>Sandbox on, but it cannot be set up here, so external bots will not start: %1</source>
        <translation>沙箱已开启，但此处无法建立，因此外部机器人不会启动：%1</translation>
    </message>
    <message>
        <source>Sandbox on: external bots run without network, without your files and with capped processes and memory (Tools &gt; Sandbox Untrusted Bots).</source>
        <translation>沙箱已开启：外部机器人在无网络、无法访问你的文件、进程数与内存受限的环境中运行（工具 &gt; 沙箱运行不受信任的机器人）。</translation>
    </message>
    <message>
        <source>&amp;Sandbox Untrusted Bots</source>
        <translation>沙箱运行不受信任的机器人(&amp;S)</translation>
    </message>
    <message>
        <source>Run external bots in a sandbox: read-only system, no network, no access to your files, capped processes and memory (bubblewrap)</source>
        <translation>在沙箱中运行外部机器人：系统只读、无网络、无法访问你的文件、进程数与内存受限（bubblewrap）</translation>
    </message>
    <message>
        <source>The sandbox cannot be set up on this machine: %1

While the setting is on, external bots do not start.</source>
        <translation>无法在这台计算机上建立沙箱：%1

此设置开启期间，外部机器人不会启动。</translation>
    </message>
    <message>
        <source>Sandbox Untrusted Bots</source>
        <translation>沙箱运行不受信任的机器人</translation>
    </message>
    <message>
        <source>External bots now run in the sandbox.</source>
        <translation>外部机器人现在在沙箱中运行。</translation>
    </message>
    <message>
        <source>External bots now run without the sandbox.</source>
        <translation>外部机器人现在不在沙箱中运行。</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::SlowReplies</name>
    <message>
        <source>Slow reply: %1 took %2 ms of %3 ms (%4%)</source>
        <extracomment>A timeline tooltip: a bot&apos;s reply close to its time limit.</extracomment>
        <translation>回复过慢：%1 用了 %2 毫秒（上限 %3 毫秒，%4%）</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::SlowestTurnsView</name>
    <message>
        <source>Turn</source>
        <translation>回合</translation>
    </message>
    <message>
        <source>Reply (ms)</source>
        <translation>回复（毫秒）</translation>
    </message>
    <message>
        <source>CPU (ms)</source>
        <translation>CPU（毫秒）</translation>
    </message>
    <message>
        <source>Of the limit</source>
        <translation>占上限</translation>
    </message>
    <message>
        <source>Click a turn to go there</source>
        <translation>点击某个回合即可跳转到该回合</translation>
    </message>
    <message>
        <source>Slowest turns of %1</source>
        <extracomment>Above a table of one bot&apos;s slowest replies: &quot;Slowest turns of alice (player 0)&quot;.</extracomment>
        <translation>%1 最慢的回合</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::SourceBreakpointsView</name>
    <message>
        <source>Turn %1 only</source>
        <translation>仅第 %1 回合</translation>
    </message>
    <message>
        <source>From turn %1</source>
        <translation>从第 %1 回合起</translation>
    </message>
    <message>
        <source>When %1</source>
        <translation>当 %1 时</translation>
    </message>
    <message>
        <source>Every turn</source>
        <translation>每回合</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Stops In</source>
        <translation>停在</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>条件</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Remove All</source>
        <translation>全部移除</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::SourceEditor</name>
    <message>
        <source>error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>附注：%1</translation>
    </message>
    <message>
        <source>Go to Definition</source>
        <translation>转到定义</translation>
    </message>
    <message>
        <source>Find References in This File</source>
        <translation>在此文件中查找引用</translation>
    </message>
    <message>
        <source>Format Document</source>
        <translation>格式化文档</translation>
    </message>
    <message>
        <source>Toggle Breakpoint</source>
        <translation>切换断点</translation>
    </message>
    <message>
        <source>Breakpoint at Line %1</source>
        <translation>第 %1 行的断点</translation>
    </message>
    <message>
        <source>Stop only in turn:</source>
        <translation>仅在以下回合停下：</translation>
    </message>
    <message>
        <source>Stop from turn:</source>
        <translation>从以下回合起停下：</translation>
    </message>
    <message>
        <source>Breakpoint Stops In</source>
        <translation>断点停在</translation>
    </message>
    <message>
        <source>Every Turn</source>
        <translation>每个回合</translation>
    </message>
    <message>
        <source>Only Turn…</source>
        <translation>仅某回合…</translation>
    </message>
    <message>
        <source>From Turn…</source>
        <translation>从某回合起…</translation>
    </message>
    <message>
        <source>When a Match Condition Holds…</source>
        <translation>当对局条件成立时…</translation>
    </message>
    <message>
        <source>Stop in the turns where this match breakpoint condition (JavaScript on the state the bot answers, as in the Breakpoints panel) holds:</source>
        <translation>在这个对局断点条件成立的回合停下（对机器人所回应状态的 JavaScript，与“断点”面板相同）：</translation>
    </message>
    <message>
        <source>Breakpoint Condition…</source>
        <translation>断点条件…</translation>
    </message>
    <message>
        <source>Stop only when this expression, in the bot&apos;s language, is true (empty: always):</source>
        <translation>仅当这个以机器人语言写的表达式为真时停下（留空：总是停下）：</translation>
    </message>
    <message>
        <source>Disable Breakpoint</source>
        <translation>禁用断点</translation>
    </message>
    <message>
        <source>Enable Breakpoint</source>
        <translation>启用断点</translation>
    </message>
    <message>
        <source>Quick Fix…</source>
        <translation>快速修复…</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::StateTreeModel</name>
    <message>
        <source>%1
New at this turn</source>
        <translation>%1
此回合新增</translation>
    </message>
    <message>
        <source>%1
Previous turn: %2</source>
        <translation>%1
上一回合：%2</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::TemplateCatalog</name>
    <message>
        <source>The template %1 cannot be read: %2</source>
        <translation>无法读取模板 %1：%2</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::TemplateDialog</name>
    <message>
        <source>New Bot from Template</source>
        <translation>从模板新建机器人</translation>
    </message>
    <message>
        <source>This build has no bot templates.</source>
        <translation>此版本没有机器人模板。</translation>
    </message>
    <message>
        <source>A starter bot that plays legal moves. It opens as a new, unsaved source.</source>
        <translation>一个只走合法着法的入门机器人。它会作为新的未保存源文件打开。</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::TextMoveInput</name>
    <message>
        <source>Not sent: %1</source>
        <translation>未发送：%1</translation>
    </message>
    <message>
        <source>Type your reply as your bot would print it, one line per line (Ctrl+Return sends it).</source>
        <translation>按你的机器人会输出的样子输入回复，每行一行（Ctrl+回车 发送）。</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>发送</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::TextSearch</name>
    <message>
        <source>Invalid regular expression at %1: %2</source>
        <translation>位置 %1 处的正则表达式无效：%2</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::TimelinePanel</name>
    <message>
        <source>No match</source>
        <translation>无对局</translation>
    </message>
    <message>
        <source>Turn %1 / %2</source>
        <translation>第 %1 / %2 回合</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>速度：</translation>
    </message>
    <message>
        <source>Playback speed (1× is the original viewer&apos;s pace)</source>
        <translation>播放速度（1× 为原版查看器的速度）</translation>
    </message>
    <message>
        <source>Decision %1 / %2</source>
        <translation>第 %1 / %2 次决策</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::TimelineSlider</name>
    <message>
        <source>Turn %1</source>
        <translation>第 %1 回合</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) around this turn</source>
        <translation>
            <numerusform>此回合附近有 %n 个事件</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1（%2）：%3</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::TurnMarks</name>
    <message>
        <source>Referee: %1</source>
        <translation>裁判程序：%1</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::WatchInBrowserFeature</name>
    <message>
        <source>Watch in &amp;Browser</source>
        <translation>在浏览器中观看(&amp;B)</translation>
    </message>
    <message>
        <source>Follow this match in a web browser as it is played (served on this computer only)</source>
        <translation>在网页浏览器中实时跟看这局对局（仅在本机提供）</translation>
    </message>
    <message>
        <source>There is no match to watch.</source>
        <translation>没有可观看的对局。</translation>
    </message>
    <message>
        <source>Cannot watch in the browser</source>
        <translation>无法在浏览器中观看</translation>
    </message>
    <message>
        <source>Watching in the browser at %1</source>
        <translation>正在浏览器中观看：%1</translation>
    </message>
    <message>
        <source>Watch in Browser</source>
        <translation>在浏览器中观看</translation>
    </message>
    <message>
        <source>This match is served to browsers on this computer at this address, until another replay is opened or Kibitz is closed:</source>
        <translation>在打开另一个回放或关闭 Kibitz 之前，本机的浏览器可通过此地址观看这局对局：</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::WebExport</name>
    <message>
        <source>Export as Web Page</source>
        <translation>导出为网页</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>网页 (*.html)</translation>
    </message>
    <message>
        <source>Cannot export the web page</source>
        <translation>无法导出网页</translation>
    </message>
    <message>
        <source>The page could not be written:
%1</source>
        <translation>无法写入网页：
%1</translation>
    </message>
    <message>
        <source>Wrote the web page %1 (%2 KB)</source>
        <translation>已写入网页 %1（%2 KB）</translation>
    </message>
    <message>
        <source>&amp;Web Page…</source>
        <translation>网页(&amp;W)…</translation>
    </message>
    <message>
        <source>One HTML file that replays this match in any browser, offline</source>
        <translation>一个 HTML 文件，可在任何浏览器中离线回放这场对局</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::WebExportDialog</name>
    <message>
        <source>Export as Web Page</source>
        <translation>导出为网页</translation>
    </message>
    <message>
        <source>Include each bot&apos;s input, output and stderr (a larger page)</source>
        <translation>包含每个机器人的输入、输出和标准错误输出（页面更大）</translation>
    </message>
    <message>
        <source>Language of the page:</source>
        <translation>网页语言：</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::WinRateModel</name>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message numerus="yes">
        <source>%1 against %2: %3 wins, %4 draws, %5 losses in %n match(es)</source>
        <translation>
            <numerusform>%1 对 %2：%n 场对局中 %3 胜 %4 平 %5 负</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s score rate against each bot</source>
        <translation>%1 对每个机器人的得分率</translation>
    </message>
    <message>
        <source>The score rate of each bot against %1</source>
        <translation>每个机器人对 %1 的得分率</translation>
    </message>
</context>
<context>
    <name>Kibitz::Debugger::NotesReport</name>
    <message>
        <source>Match report: %1</source>
        <translation>对局报告：%1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>%1 (rules %2)</source>
        <translation>%1（规则 %2）</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>回合数</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>%1 (not finished)</source>
        <translation>%1（未结束）</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>笔记</translation>
    </message>
    <message>
        <source>%1. Turn %2 — %3</source>
        <translation>%1. 第 %2 回合 — %3</translation>
    </message>
    <message>
        <source>%1 — at %2</source>
        <translation>%1 — 位于 %2</translation>
    </message>
    <message>
        <source>event: %1: %2</source>
        <translation>事件：%1：%2</translation>
    </message>
    <message>
        <source>event: %1</source>
        <translation>事件：%1</translation>
    </message>
    <message>
        <source>%1 answered: %2</source>
        <translation>%1 回复：%2</translation>
    </message>
    <message>
        <source>%1 marked: %2</source>
        <translation>%1 标记了：%2</translation>
    </message>
    <message>
        <source>(no events and no replies on this turn)</source>
        <translation>（此回合没有事件，也没有回复）</translation>
    </message>
    <message>
        <source>No notes.</source>
        <translation>没有笔记。</translation>
    </message>
    <message>
        <source>Board at turn %1</source>
        <translation>第 %1 回合的棋盘</translation>
    </message>
</context>
<context>
    <name>Kibitz::Notes</name>
    <message>
        <source>idea</source>
        <translation>想法</translation>
    </message>
    <message>
        <source>bug</source>
        <translation>程序错误</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>败着</translation>
    </message>
    <message>
        <source>good move</source>
        <translation>好棋</translation>
    </message>
</context>
<context>
    <name>Kibitz::Profiler</name>
    <message>
        <source>%1: perf did not stop in time; its samples are lost.</source>
        <translation>%1：perf 未能及时停止，其采样数据已丢失。</translation>
    </message>
    <message>
        <source>%1: perf&apos;s samples were too many or too slow to read; the last turns have none.</source>
        <translation>%1：perf 的采样过多或读取过慢，最后几个回合没有采样。</translation>
    </message>
    <message>
        <source>The kernel does not let a user profile its own programs (kernel.perf_event_paranoid is %1; profiling needs 2 or less). Run: sudo sysctl kernel.perf_event_paranoid=2</source>
        <translation>内核不允许用户对自己的程序进行性能分析（kernel.perf_event_paranoid 为 %1，性能分析需要 2 或更低）。请运行：sudo sysctl kernel.perf_event_paranoid=2</translation>
    </message>
    <message>
        <source>Profiling a bot needs perf, which is not on PATH. Install it (Debian: apt install linux-perf; Ubuntu: apt install linux-tools-generic; Fedora: dnf install perf).</source>
        <translation>对机器人进行性能分析需要 perf，但 PATH 中找不到它。请安装（Debian：apt install linux-perf；Ubuntu：apt install linux-tools-generic；Fedora：dnf install perf）。</translation>
    </message>
    <message>
        <source>perf could not attach to the bot (process %1): %2. perf attaches only to processes of your own user, and only as far as the kernel allows (kernel.perf_event_paranoid, Yama&apos;s kernel.yama.ptrace_scope).</source>
        <translation>perf 无法附加到机器人（进程 %1）：%2。perf 只能附加到你自己用户的进程，并且受内核设置限制（kernel.perf_event_paranoid、Yama 的 kernel.yama.ptrace_scope）。</translation>
    </message>
    <message>
        <source>it gave no reason</source>
        <translation>未给出原因</translation>
    </message>
    <message>
        <source>%1: %2 of %3 samples have no function name: the program has no symbols. Build it with -g (and -fno-omit-frame-pointer) and do not strip it.</source>
        <translation>%1：%3 个采样中有 %2 个没有函数名：该程序没有符号。请用 -g（以及 -fno-omit-frame-pointer）编译，并且不要 strip。</translation>
    </message>
    <message>
        <source>%1: the Python profiler wrote no samples.</source>
        <translation>%1：Python 性能分析器没有写出任何采样。</translation>
    </message>
    <message>
        <source>%1: the Python profile is larger than %2 MiB; the last turns have none.</source>
        <translation>%1：Python 性能分析数据超过 %2 MiB，最后几个回合没有数据。</translation>
    </message>
    <message>
        <source>%1: %2 lines of the Python profile were malformed and skipped.</source>
        <translation>%1：Python 性能分析数据中有 %2 行格式错误，已跳过。</translation>
    </message>
</context>
<context>
    <name>QsciScintilla</name>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>剪切(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>全选</translation>
    </message>
</context>
</TS>
