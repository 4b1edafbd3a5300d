<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>DominoesHumanGame</name>
    <message>
        <source>This build of Kibitz has no dominoes game.</source>
        <translation>此版本的 Kibitz 不含骨牌遊戲。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>遊戲已結束。</translation>
    </message>
</context>
<context>
    <name>DominoesPlay</name>
    <message>
        <source>Play &amp;Dominoes…</source>
        <translation>玩骨牌(&amp;D)…</translation>
    </message>
    <message>
        <source>Play a game of morgan2 dominoes yourself; it opens here as a replay when it ends</source>
        <translation>親自玩一局 morgan2 骨牌；結束後會在這裡以重播開啟</translation>
    </message>
    <message>
        <source>A match is running: stop it, then open your game with &quot;Open in the main window&quot;.</source>
        <translation>有對局正在進行：請先停止它，再用「在主視窗中開啟」開啟你的遊戲。</translation>
    </message>
    <message>
        <source>The open replay has unsaved changes: your game was not opened.</source>
        <translation>已開啟的重播有未儲存的變更：你的遊戲未被開啟。</translation>
    </message>
    <message>
        <source>Your dominoes game (seed %1) is open: step it, chart it, or run a bot on the same seed.</source>
        <translation>你的骨牌遊戲（種子 %1）已開啟：可以逐回合檢視、繪製圖表，或在同一個種子上執行機器人。</translation>
    </message>
</context>
<context>
    <name>GameTerms</name>
    <message>
        <source>Agent switched off [si spegne]</source>
        <translation>代理人關閉（si spegne）</translation>
    </message>
    <message>
        <source>Agents switched on</source>
        <translation>開啟的代理人數</translation>
    </message>
    <message>
        <source>Army bought</source>
        <translation>已購買軍隊</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>攻擊</translation>
    </message>
    <message>
        <source>Attack [attacco]</source>
        <translation>attacco（攻擊）</translation>
    </message>
    <message>
        <source>Attacks made</source>
        <translation>發動的攻擊</translation>
    </message>
    <message>
        <source>Attacks that hit</source>
        <translation>命中的攻擊</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>戰役</translation>
    </message>
    <message>
        <source>Battle end</source>
        <translation>戰役結束</translation>
    </message>
    <message>
        <source>Battle score so far (kill credits)</source>
        <translation>本場戰役目前得分（擊殺積分）</translation>
    </message>
    <message>
        <source>Battle start</source>
        <translation>戰役開始</translation>
    </message>
    <message>
        <source>Bot crashed</source>
        <translation>機器人當機</translation>
    </message>
    <message>
        <source>Bot disconnected</source>
        <translation>機器人已中斷連線</translation>
    </message>
    <message>
        <source>Bot error</source>
        <translation>機器人錯誤</translation>
    </message>
    <message>
        <source>Bot errors</source>
        <translation>機器人錯誤數</translation>
    </message>
    <message>
        <source>Budget of the battle</source>
        <translation>戰役經費</translation>
    </message>
    <message>
        <source>CPU budget of the battle</source>
        <translation>CPU 的戰役經費</translation>
    </message>
    <message>
        <source>CPU score (50% of Player units killed, shown only)</source>
        <translation>CPU 得分（被擊殺玩家單位的 50%，僅顯示）</translation>
    </message>
    <message>
        <source>CPU total HP</source>
        <translation>CPU 總生命值</translation>
    </message>
    <message>
        <source>CPU units alive</source>
        <translation>CPU 存活單位</translation>
    </message>
    <message>
        <source>CPU value alive</source>
        <translation>CPU 存活價值</translation>
    </message>
    <message>
        <source>CPU value lost</source>
        <translation>CPU 損失價值</translation>
    </message>
    <message>
        <source>Campaign end</source>
        <translation>全部戰役結束</translation>
    </message>
    <message>
        <source>Cities owned</source>
        <translation>擁有的城市</translation>
    </message>
    <message>
        <source>City changed owner</source>
        <translation>城市易主</translation>
    </message>
    <message>
        <source>Cloth carried [stoffa]</source>
        <translation>攜帶的 stoffa（布料）</translation>
    </message>
    <message>
        <source>Cloth cell exhausted</source>
        <translation>stoffa（布料）格子已耗盡</translation>
    </message>
    <message>
        <source>Cloth destroyed by its attacks</source>
        <translation>其攻擊摧毀的 stoffa（布料）</translation>
    </message>
    <message>
        <source>Cloth lost to attacks</source>
        <translation>因攻擊損失的 stoffa（布料）</translation>
    </message>
    <message>
        <source>Collision</source>
        <translation>碰撞</translation>
    </message>
    <message>
        <source>Counter-attack</source>
        <translation>反擊</translation>
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
        <translation>死格數</translation>
    </message>
    <message>
        <source>Doping</source>
        <translation>興奮劑</translation>
    </message>
    <message>
        <source>Drug</source>
        <translation>藥物</translation>
    </message>
    <message>
        <source>Early end of turn</source>
        <translation>提前結束回合</translation>
    </message>
    <message>
        <source>Ejection from a charging column</source>
        <translation>從 colonna di ricarica（充電柱）彈出</translation>
    </message>
    <message>
        <source>Ejection impossible</source>
        <translation>無法彈出</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>體力</translation>
    </message>
    <message>
        <source>Energy [energia]</source>
        <translation>Energia（能量）</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>錯誤</translation>
    </message>
    <message>
        <source>Fight</source>
        <translation>戰鬥</translation>
    </message>
    <message>
        <source>Final score D = S*F/64</source>
        <translation>最終得分 D = S*F/64</translation>
    </message>
    <message>
        <source>Flag planted [bandiera piantata]</source>
        <translation>bandiera piantata（插旗）</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <source>Kill</source>
        <translation>擊殺</translation>
    </message>
    <message>
        <source>Lead change</source>
        <translation>領先易主</translation>
    </message>
    <message>
        <source>Match end [fine partita]</source>
        <translation>fine partita（對局結束）</translation>
    </message>
    <message>
        <source>Money left after the army purchase</source>
        <translation>購買軍隊後剩餘的金錢</translation>
    </message>
    <message>
        <source>Off the piste</source>
        <translation>出界</translation>
    </message>
    <message>
        <source>Ork died</source>
        <translation>獸人死亡</translation>
    </message>
    <message>
        <source>Orks</source>
        <translation>獸人</translation>
    </message>
    <message>
        <source>Out of energy</source>
        <translation>體力耗盡</translation>
    </message>
    <message>
        <source>Over 1000 commands</source>
        <translation>超過 1000 條命令</translation>
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
        <translation>擁有的道路</translation>
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
        <translation>玩家總生命值</translation>
    </message>
    <message>
        <source>Player units alive</source>
        <translation>玩家存活單位</translation>
    </message>
    <message>
        <source>Player value alive</source>
        <translation>玩家存活價值</translation>
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
        <translation>上一場已結束戰役的得分</translation>
    </message>
    <message>
        <source>Spell</source>
        <translation>法術</translation>
    </message>
    <message>
        <source>Territory [territorio] (flags)</source>
        <translation>territorio（領地，按 bandiera 數）</translation>
    </message>
    <message>
        <source>Total S</source>
        <translation>總計 S</translation>
    </message>
    <message>
        <source>Total health</source>
        <translation>總生命值</translation>
    </message>
    <message>
        <source>Total score (finished battles + current kill credits)</source>
        <translation>總得分（已結束的戰役 + 目前擊殺積分）</translation>
    </message>
    <message>
        <source>Touch</source>
        <translation>擊中</translation>
    </message>
    <message>
        <source>Openfind 2012: buy an army, then fight the CPU&apos;s army on a 10x7 map, 10 battles in a row</source>
        <translation>Openfind 2012：購買軍隊，然後在 10x7 地圖上與 CPU 的軍隊作戰，連續 10 場戰役</translation>
    </message>
    <message>
        <source>optional scenario file (walls and fixed CPU armies per battle, spec §5.9); empty: none</source>
        <translation>可選的場景檔案（每場戰役的牆和固定的 CPU 軍隊，規格 §5.9）；留空：無</translation>
    </message>
    <message>
        <source>buys random units in random slots, then plays random legal commands</source>
        <translation>在隨機位置購買隨機單位，然後執行隨機的合法指令</translation>
    </message>
    <message>
        <source>Solo puzzle: reveal 64 two-colour dominoes and place them on an 8x8 grid, matching every neighbour</source>
        <translation>單人謎題：翻出 64 張雙色骨牌並放到 8x8 網格上，使其與每個相鄰格相符</translation>
    </message>
    <message>
        <source>time limit per decision, in milliseconds</source>
        <translation>每次決策的時間限制（毫秒）</translation>
    </message>
    <message>
        <source>a uniformly random legal reveal or placement</source>
        <translation>均勻隨機的合法翻牌或放置</translation>
    </message>
    <message>
        <source>places where the score gain is highest; reveals only when nothing fits</source>
        <translation>放在得分增加最多的位置；只有無處可放時才翻牌</translation>
    </message>
    <message>
        <source>search: keeps the stack short and avoids placements that kill cells (dead corners)</source>
        <translation>搜尋：保持牌堆短小，避免使格子變成死格的放置（死角）</translation>
    </message>
    <message>
        <source>Two fencers on a 0..500 piste, simultaneous actions, first to 20 with a lead</source>
        <translation>兩名擊劍手在 0..500 的劍道上，同時行動，先以領先優勢達到 20 分者勝</translation>
    </message>
    <message>
        <source>league: 1 basic actions, 2 adds double moves, 3 adds drugs</source>
        <translation>聯賽：1 基本動作，2 增加雙倍移動，3 增加藥物</translation>
    </message>
    <message>
        <source>rests (BREAK) every turn</source>
        <translation>每回合休息（BREAK）</translation>
    </message>
    <message>
        <source>a random action legal in the league</source>
        <translation>該聯賽中合法的隨機動作</translation>
    </message>
    <message>
        <source>rule-based: distance, lunges in reach, parries, drugs</source>
        <translation>基於規則：距離、攻擊距離內的弓步刺、格擋、藥物</translation>
    </message>
    <message>
        <source>n: the board [scacchiera] is n x n</source>
        <translation>n：棋盤為 n x n</translation>
    </message>
    <message>
        <source>agents [agenti] per player; players x agents &lt;= 20</source>
        <translation>每名玩家的代理人數；玩家數 x 代理人數 &lt;= 20</translation>
    </message>
    <message>
        <source>turns [turni] of the match</source>
        <translation>對局的回合數</translation>
    </message>
    <message>
        <source>wall-clock limit in seconds, 0 = off (checked at the end of each turn)</source>
        <translation>實際時間限制（秒），0 = 關閉（在每回合結束時檢查）</translation>
    </message>
    <message>
        <source>energy [energia] of every agent at the start</source>
        <translation>每個代理人開始時的 energia（能量）</translation>
    </message>
    <message>
        <source>cloth [stoffa] of every agent at the start</source>
        <translation>每個代理人開始時的 stoffa（布料）</translation>
    </message>
    <message>
        <source>charging columns [colonne di ricarica]; -1 = max(1, round(2% of n^2))</source>
        <translation>colonne di ricarica（充電柱）；-1 = max(1, round(n^2 的 2%))</translation>
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
        <translation>一次決策的時間限制（毫秒）</translation>
    </message>
    <message>
        <source>time limit of each bot&apos;s first view, ms</source>
        <translation>每個機器人首次視野的時間限制（毫秒）</translation>
    </message>
    <message>
        <source>consecutive timeouts that disconnect a bot</source>
        <translation>使機器人中斷連線的連續逾時次數</translation>
    </message>
    <message>
        <source>on a bot error: skip the action, or switch the agent off</source>
        <translation>機器人出錯時：跳過該動作，或關閉該代理人</translation>
    </message>
    <message>
        <source>Blind agents gather cloth [stoffa], recharge energy [energia] and plant flags [bandiere] on an n x n board</source>
        <translation>矇眼的代理人在 n x n 棋盤上收集 stoffa（布料）、補充 energia（能量）並插上 bandiere（旗幟）</translation>
    </message>
    <message>
        <source>a uniformly random legal command</source>
        <translation>均勻隨機的合法指令</translation>
    </message>
    <message>
        <source>explores and remembers, gathers cloth, plants cheap adjacent flags, recharges in time, attacks intruders</source>
        <translation>探索並記憶，收集布料，插下便宜的相鄰旗幟，及時充電，攻擊入侵者</translation>
    </message>
    <message>
        <source>Four players&apos; orks conquer cities and paths on a generated island, simultaneous rounds</source>
        <translation>四名玩家的獸人在生成的島嶼上爭奪城市和道路，每輪同時行動</translation>
    </message>
    <message>
        <source>path of a .cnf file; when set it replaces all the settings above (and may hold a FIXED map)</source>
        <translation>.cnf 檔案的路徑；設定後將取代上面的所有設定（並可包含 FIXED 地圖）</translation>
    </message>
    <message>
        <source>issues no commands</source>
        <translation>不發出任何指令</translation>
    </message>
    <message>
        <source>walks every ork to the nearest city or path cell it does not own</source>
        <translation>讓每個獸人走向最近的、尚未擁有的城市或道路格</translation>
    </message>
    <message>
        <source>holds a connected network of cities and paths, fights only when it wins</source>
        <translation>守住相連的城市與道路網路，只在能獲勝時戰鬥</translation>
    </message>
    <message>
        <source>number of battles [戰役] in the campaign</source>
        <translation>一次全部戰役中的戰役場數</translation>
    </message>
    <message>
        <source>turns [回合] per battle at most</source>
        <translation>每場戰役最多的回合數</translation>
    </message>
    <message>
        <source>Player budget of battle 1 [經費]</source>
        <translation>玩家第 1 場戰役的經費</translation>
    </message>
    <message>
        <source>basic allowance added to every later battle&apos;s budget [基本消費]</source>
        <translation>加到之後每場戰役經費中的基本消費</translation>
    </message>
    <message>
        <source>CPU budget of battle 1</source>
        <translation>CPU 第 1 場戰役的經費</translation>
    </message>
    <message>
        <source>CPU budget increase per battle</source>
        <translation>CPU 經費每場戰役的增加量</translation>
    </message>
    <message>
        <source>time limit per decision (army or command), ms</source>
        <translation>每次決策（軍隊或指令）的時間限制（毫秒）</translation>
    </message>
    <message>
        <source>number of players (always 4)</source>
        <translation>玩家人數（固定為 4）</translation>
    </message>
    <message>
        <source>board rows (must equal cols)</source>
        <translation>地圖列數（須等於欄數）</translation>
    </message>
    <message>
        <source>board columns (must equal rows)</source>
        <translation>地圖欄數（須等於列數）</translation>
    </message>
    <message>
        <source>rounds in a match</source>
        <translation>一場對局的輪數</translation>
    </message>
    <message>
        <source>health of a new or respawned ork</source>
        <translation>新獸人或重生獸人的生命值</translation>
    </message>
    <message>
        <source>orks per player at the start (rows*cols &gt;= 100*nb_orks)</source>
        <translation>每名玩家開始時的獸人數（rows*cols &gt;= 100*nb_orks）</translation>
    </message>
    <message>
        <source>health paid to enter grass</source>
        <translation>進入草地消耗的生命值</translation>
    </message>
    <message>
        <source>health paid to enter forest</source>
        <translation>進入森林消耗的生命值</translation>
    </message>
    <message>
        <source>health paid to enter sand</source>
        <translation>進入沙地消耗的生命值</translation>
    </message>
    <message>
        <source>health paid to enter a city cell</source>
        <translation>進入城市格消耗的生命值</translation>
    </message>
    <message>
        <source>health paid to enter a path cell</source>
        <translation>進入道路格消耗的生命值</translation>
    </message>
    <message>
        <source>points per round per owned city cell</source>
        <translation>每輪每個擁有的城市格得分</translation>
    </message>
    <message>
        <source>points per round per owned path cell</source>
        <translation>每輪每個擁有的道路格得分</translation>
    </message>
    <message>
        <source>points per round per network of s cities: factor x 2^s</source>
        <translation>每輪每個含 s 座城市的網路得分：係數 x 2^s</translation>
    </message>
    <message>
        <source>time a bot may take per round, in milliseconds</source>
        <translation>機器人每輪可用的時間（毫秒）</translation>
    </message>
    <message>
        <source>GENERATOR1 gives up after this many invalid maps</source>
        <translation>GENERATOR1 在這麼多張無效地圖後放棄</translation>
    </message>
    <message>
        <source>mixed army of all elements, holds out of reach, focuses fire by element advantage, keeps magicians out of melee, uses strike-backs</source>
        <translation>各屬性混合的軍隊，保持在射程外，按屬性相剋集中火力，讓法師遠離近戰，利用反擊</translation>
    </message>
    <message>
        <source>OrkIsland engine log (the original&apos;s stderr)</source>
        <translation>OrkIsland 引擎記錄檔（原版的 stderr）</translation>
    </message>
    <message>
        <source>OrkIsland native log (.out of the original engine and viewer)</source>
        <translation>OrkIsland 原生記錄檔（原版引擎與檢視器的 .out）</translation>
    </message>
    <message>
        <source>wind</source>
        <comment>element</comment>
        <translation>風</translation>
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
        <translation>戰士</translation>
    </message>
    <message>
        <source>Magician</source>
        <translation>法師</translation>
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
        <translation>無人</translation>
    </message>
    <message>
        <source>turn %1, total %2</source>
        <translation>第 %1 回合，總分 %2</translation>
    </message>
    <message>
        <source>stack</source>
        <translation>牌堆</translation>
    </message>
    <message>
        <source>cell %1 (row %2, col %3)</source>
        <translation>格子 %1（第 %2 列，第 %3 欄）</translation>
    </message>
    <message>
        <source>pattern %1</source>
        <translation>圖案 %1</translation>
    </message>
    <message>
        <source>energy %1/%2</source>
        <translation>體力 %1/%2</translation>
    </message>
    <message>
        <source>position %1, last action %2</source>
        <translation>位置 %1，上一動作 %2</translation>
    </message>
    <message>
        <source>tick %1</source>
        <translation>時刻 %1</translation>
    </message>
    <message>
        <source>Cell (%1, %2)</source>
        <translation>格子（%1, %2）</translation>
    </message>
    <message>
        <source>Colonna di ricarica (charging column)</source>
        <translation>Colonna di ricarica（充電柱）</translation>
    </message>
    <message>
        <source>Stoffa (cloth): %1 left</source>
        <translation>Stoffa（布料）：剩餘 %1</translation>
    </message>
    <message>
        <source>Bandiera (flag) of %1</source>
        <translation>%1 的 bandiera（旗幟）</translation>
    </message>
    <message>
        <source>Fog of</source>
        <translation>迷霧：</translation>
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
        <translation>（已關閉）</translation>
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
        <translation>%1 位於 (%2, %3)</translation>
    </message>
    <message>
        <source>Ork %1 of %2, health %3</source>
        <translation>獸人 %1（屬於 %2），生命值 %3</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第 %1 輪</translation>
    </message>
    <message numerus="yes">
        <source>%1 points, %n ork(s)</source>
        <translation>
            <numerusform>%1 分，%n 個獸人</numerusform>
        </translation>
    </message>
    <message>
        <source>buying the army</source>
        <translation>購買軍隊中</translation>
    </message>
    <message>
        <source>battle under way</source>
        <translation>戰役進行中</translation>
    </message>
    <message>
        <source>campaign over</source>
        <translation>全部戰役結束</translation>
    </message>
    <message>
        <source>battle %1, turn %2, budget %3, %4</source>
        <translation>第 %1 場戰役，第 %2 回合，經費 %3，%4</translation>
    </message>
    <message>
        <source>Angel Empire v2.0 (天使帝國)</source>
        <translation>天使帝國 v2.0（Angel Empire）</translation>
    </message>
    <message>
        <source>morgan2 dominoes</source>
        <translation>morgan2 骨牌</translation>
    </message>
    <message>
        <source>Fencing ESport</source>
        <translation>Fencing ESport（擊劍電競）</translation>
    </message>
    <message>
        <source>Mosca Ceca</source>
        <translation>Mosca Ceca</translation>
    </message>
    <message>
        <source>OrkIsland</source>
        <translation>OrkIsland（獸人島）</translation>
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
        <translation>圖表</translation>
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
        <translation>筆記</translation>
    </message>
    <message>
        <source>Bot marks</source>
        <translation>機器人標記</translation>
    </message>
    <message>
        <source>Bot output</source>
        <translation>機器人輸出</translation>
    </message>
    <message>
        <source>First turn</source>
        <translation>第一回合</translation>
    </message>
    <message>
        <source>Previous turn (Left)</source>
        <translation>上一回合（左方向鍵）</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>播放或暫停（空白鍵）</translation>
    </message>
    <message>
        <source>Next turn (Right)</source>
        <translation>下一回合（右方向鍵）</translation>
    </message>
    <message>
        <source>Last turn</source>
        <translation>最後一回合</translation>
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
        <translation>無結果</translation>
    </message>
    <message>
        <source>Kibitz replay format version %1, made by %2.</source>
        <translation>Kibitz 重播格式第 %1 版，由 %2 產生。</translation>
    </message>
    <message>
        <source>No events on this turn.</source>
        <translation>本回合沒有事件。</translation>
    </message>
    <message>
        <source>No notes.</source>
        <translation>沒有筆記。</translation>
    </message>
    <message>
        <source>No marks on this turn.</source>
        <translation>本回合沒有標記。</translation>
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
        <translation>標準錯誤輸出：</translation>
    </message>
    <message>
        <source>No bot output on this turn.</source>
        <translation>本回合沒有機器人輸出。</translation>
    </message>
    <message>
        <source>This page cannot draw the game %1.</source>
        <translation>此頁面無法繪製遊戲 %1。</translation>
    </message>
    <message>
        <source>The replay in this page cannot be shown: %1</source>
        <translation>無法顯示此頁面中的重播：%1</translation>
    </message>
    <message>
        <source>Reply time (ms)</source>
        <translation>回覆時間（毫秒）</translation>
    </message>
    <message>
        <source>limit %1 ms</source>
        <translation>上限 %1 毫秒</translation>
    </message>
    <message>
        <source>Values reported by %1</source>
        <translation>%1 回報的數值</translation>
    </message>
    <message>
        <source>Logarithmic scale</source>
        <translation>對數刻度</translation>
    </message>
    <message>
        <source>match in progress (live)</source>
        <translation>對局進行中（直播）</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Last input</source>
        <translation>最近一次輸入</translation>
    </message>
    <message>
        <source>Last reply</source>
        <translation>最近一次回覆</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Referee log</source>
        <translation>裁判程式記錄</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::AngelEmpireBoard</name>
    <message>
        <source>Reach of the selected unit</source>
        <translation>所選單位的行動範圍</translation>
    </message>
    <message>
        <source>Damage numbers</source>
        <translation>傷害數字</translation>
    </message>
    <message>
        <source>HP bars</source>
        <translation>生命值條</translation>
    </message>
    <message>
        <source>unknown unit</source>
        <translation>未知單位</translation>
    </message>
    <message>
        <source>Attack %1, defence %2</source>
        <translation>攻擊 %1，防禦 %2</translation>
    </message>
    <message>
        <source>Range %1 (spell, ignores defence)</source>
        <translation>射程 %1（法術，無視防禦）</translation>
    </message>
    <message>
        <source>Range %1 (melee)</source>
        <translation>射程 %1（近戰）</translation>
    </message>
    <message>
        <source>Moves %1</source>
        <translation>移動力 %1</translation>
    </message>
    <message>
        <source>Strikes back when hit in melee</source>
        <translation>近戰被擊中時反擊</translation>
    </message>
    <message>
        <source>Has acted this turn</source>
        <translation>本回合已行動</translation>
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
        <translation>牆</translation>
    </message>
    <message>
        <source>empty ground</source>
        <translation>空地</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>單位</translation>
    </message>
    <message>
        <source>%1 of the CPU, deployed when the army is bought</source>
        <translation>CPU 的%1，在軍隊購買後部署</translation>
    </message>
    <message numerus="yes">
        <source>#%1 can move here (%n step(s))</source>
        <translation>
            <numerusform>#%1 可移動到此處（%n 步）</numerusform>
        </translation>
    </message>
    <message>
        <source>#%1 can attack it: %2 damage (element ×%3)</source>
        <translation>#%1 可攻擊它：%2 點傷害（屬性 ×%3）</translation>
    </message>
    <message>
        <source>Struck back: %1 damage to #%2</source>
        <translation>反擊：對 #%2 造成 %1 點傷害</translation>
    </message>
    <message>
        <source>Hit: %1 damage to #%2</source>
        <translation>攻擊：對 #%2 造成 %1 點傷害</translation>
    </message>
    <message>
        <source>(killed)</source>
        <translation>（陣亡）</translation>
    </message>
    <message>
        <source>No frame</source>
        <translation>沒有畫面</translation>
    </message>
    <message numerus="yes">
        <source>Campaign over after %n battle(s)</source>
        <translation>
            <numerusform>全部戰役結束，共 %n 場戰役</numerusform>
        </translation>
    </message>
    <message>
        <source>Battle %1 / %2</source>
        <translation>戰役 %1 / %2</translation>
    </message>
    <message>
        <source>Turn %1 / %2</source>
        <translation>第 %1 / %2 回合</translation>
    </message>
    <message>
        <source>Budget %1</source>
        <translation>經費 %1</translation>
    </message>
    <message>
        <source>Budget %1 (unspent %2)</source>
        <translation>經費 %1（未花費 %2）</translation>
    </message>
    <message>
        <source>Campaign score %1</source>
        <translation>全部戰役總分 %1</translation>
    </message>
    <message>
        <source>Kill credit %1</source>
        <translation>擊殺積分 %1</translation>
    </message>
    <message>
        <source>Wi</source>
        <comment>unit glyph: wind (風)</comment>
        <translation>風</translation>
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
        <translation>風 &gt; 土 &gt; 水 &gt; 火 &gt; 風</translation>
    </message>
    <message>
        <source>the CPU was wiped out</source>
        <translation>CPU 軍隊全滅</translation>
    </message>
    <message>
        <source>the Player was wiped out</source>
        <translation>玩家軍隊全滅</translation>
    </message>
    <message>
        <source>turn limit</source>
        <translation>回合上限</translation>
    </message>
    <message>
        <source>error</source>
        <translation>錯誤</translation>
    </message>
    <message>
        <source>empty army</source>
        <translation>空軍隊</translation>
    </message>
    <message>
        <source>the bot crashed</source>
        <translation>機器人當機</translation>
    </message>
    <message>
        <source>unknown reason</source>
        <translation>未知原因</translation>
    </message>
    <message>
        <source>Battle %1 ended (%2): score %3</source>
        <translation>戰役 %1 結束（%2）：得分 %3</translation>
    </message>
    <message>
        <source>%1 to #%2 (killed)</source>
        <translation>對 #%2 造成 %1（陣亡）</translation>
    </message>
    <message>
        <source>%1 to #%2</source>
        <translation>對 #%2 造成 %1</translation>
    </message>
    <message>
        <source>last hits: %1</source>
        <translation>最後的攻擊：%1</translation>
    </message>
    <message>
        <source>%1 #%2 (%3) has acted this turn</source>
        <translation>%1 #%2（%3）本回合已行動</translation>
    </message>
    <message numerus="yes">
        <source>%1 #%2 (%3): %n cell(s) to move to, %4 to attack</source>
        <translation>
            <numerusform>%1 #%2（%3）：可移動到 %n 個格子，可攻擊 %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n enemy unit(s)</source>
        <translation>
            <numerusform>%n 個敵方單位</numerusform>
        </translation>
    </message>
    <message>
        <source>Faded: the CPU army, deployed when the Player has bought its army</source>
        <translation>半透明：CPU 軍隊，在玩家購買軍隊後部署</translation>
    </message>
    <message>
        <source>Damage this frame: red = hit, orange = strike-back</source>
        <translation>本畫面的傷害：紅色 = 攻擊，橙色 = 反擊</translation>
    </message>
    <message>
        <source>Click a unit to see where it can move and what it can attack</source>
        <translation>點選單位以查看它可移動到哪裡、可攻擊什麼</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::AngelEmpireMoveInput</name>
    <message>
        <source>%1, price %2</source>
        <translation>%1，價格 %2</translation>
    </message>
    <message>
        <source>Buy army</source>
        <translation>購買軍隊</translation>
    </message>
    <message>
        <source>Move only (M)</source>
        <translation>僅移動（M）</translation>
    </message>
    <message>
        <source>End turn (E)</source>
        <translation>結束回合（E）</translation>
    </message>
    <message>
        <source>Waiting for your turn.</source>
        <translation>正在等待你的回合。</translation>
    </message>
    <message>
        <source>Battle %1: buy your army. Choose a unit, click cells of the three left columns to place it; cost %2 of %3. Return buys it.</source>
        <translation>第 %1 場戰役：購買你的軍隊。選擇一種單位，點選左側三欄的格子來部署；花費 %2 / %3。Enter 即購買。</translation>
    </message>
    <message>
        <source>Battle %1: click one of your units that has not acted, or End turn.</source>
        <translation>第 %1 場戰役：點選你的一個尚未行動的單位，或點選「結束回合」。</translation>
    </message>
    <message>
        <source>Click a marked cell to move the unit there.</source>
        <translation>點選一個已標記的格子，把單位移動過去。</translation>
    </message>
    <message>
        <source>Click a ringed enemy to attack it from there, or the same cell again to only move.</source>
        <translation>點選一個被圈出的敵人，從那裡攻擊它；或再次點選同一個格子，只移動。</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::AnimationExportFeature</name>
    <message>
        <source>&amp;Animation…</source>
        <translation>動畫(&amp;A)…</translation>
    </message>
    <message>
        <source>The match as a GIF or a video, one frame per turn, as the board shows it</source>
        <translation>將對局匯出為 GIF 或影片，每回合一個畫面，與棋盤顯示的一致</translation>
    </message>
    <message>
        <source>Export as Animation</source>
        <translation>匯出為動畫</translation>
    </message>
    <message>
        <source>GIF</source>
        <translation>GIF</translation>
    </message>
    <message>
        <source>MP4 video</source>
        <translation>MP4 影片</translation>
    </message>
    <message>
        <source>MP4 video (needs ffmpeg: apt install ffmpeg)</source>
        <translation>MP4 影片（需要 ffmpeg：apt install ffmpeg）</translation>
    </message>
    <message>
        <source>WebM video</source>
        <translation>WebM 影片</translation>
    </message>
    <message>
        <source>WebM video (needs ffmpeg: apt install ffmpeg)</source>
        <translation>WebM 影片（需要 ffmpeg：apt install ffmpeg）</translation>
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
        <translation>結束回合：</translation>
    </message>
    <message>
        <source>Turns per second:</source>
        <translation>每秒回合數：</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>寬度：</translation>
    </message>
    <message>
        <source>Animation (*.%1)</source>
        <translation>動畫 (*.%1)</translation>
    </message>
    <message>
        <source>Cannot export the animation</source>
        <translation>無法匯出動畫</translation>
    </message>
    <message>
        <source>The animation could not be written:
%1</source>
        <translation>無法寫入動畫：
%1</translation>
    </message>
    <message>
        <source>There are no such turns to export.</source>
        <translation>沒有這些回合可以匯出。</translation>
    </message>
    <message>
        <source>Drawing the frames…</source>
        <translation>正在繪製畫面…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message numerus="yes">
        <source>Wrote the animation %1 (%n frame(s))</source>
        <translation>
            <numerusform>已寫入動畫 %1（%n 個畫面）</numerusform>
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
        <translation>筆記</translation>
    </message>
    <message>
        <source>Unsaved notes of this replay were found: restore them in the Notes panel</source>
        <translation>發現此重播有未儲存的筆記：請在筆記面板中還原它們</translation>
    </message>
    <message>
        <source>Nothing there can carry a note: click a unit, a player or a cell</source>
        <translation>這裡沒有可以附加筆記的對象：請點選一個單位、一名玩家或一個格子</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <source>Add &amp;Note…</source>
        <translation>新增筆記(&amp;N)…</translation>
    </message>
    <message>
        <source>Write a note on the current turn (%1)</source>
        <translation>為目前回合（%1）寫一則筆記</translation>
    </message>
    <message>
        <source>&amp;Edit Note…</source>
        <translation>編輯筆記(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Delete Note</source>
        <translation>刪除筆記(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Pick Anchor</source>
        <translation>選擇錨點(&amp;P)</translation>
    </message>
    <message>
        <source>Click a thing on the board to write a note about it</source>
        <translation>點選棋盤上的物件，為它寫一則筆記</translation>
    </message>
    <message>
        <source>Show Notes and Bot &amp;Marks</source>
        <translation>顯示筆記與機器人標記(&amp;M)</translation>
    </message>
    <message>
        <source>Draw the notes and what the bots marked on the board</source>
        <translation>在棋盤上繪製筆記以及機器人所做的標記</translation>
    </message>
    <message>
        <source>Note (%1): %2</source>
        <translation>筆記（%1）：%2</translation>
    </message>
    <message>
        <source>There is no replay to report on.</source>
        <translation>沒有可產生報告的重播。</translation>
    </message>
    <message>
        <source>Wrote the notes report %1</source>
        <translation>已寫入筆記報告 %1</translation>
    </message>
    <message>
        <source>Export Notes Report</source>
        <translation>匯出筆記報告</translation>
    </message>
    <message>
        <source>Markdown (*.md);;HTML (*.html)</source>
        <translation>Markdown (*.md);;HTML (*.html)</translation>
    </message>
    <message>
        <source>Cannot export the notes</source>
        <translation>無法匯出筆記</translation>
    </message>
    <message>
        <source>The report could not be written:
%1</source>
        <translation>無法寫入報告：
%1</translation>
    </message>
    <message>
        <source>Export Notes Re&amp;port…</source>
        <translation>匯出筆記報告(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>復原 %1(&amp;U)</translation>
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
        <translation>另一個競技場正在寫入 %1：等待其結束。</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) could not be played (resume plays them again): %1</source>
        <translation>
            <numerusform>%n 場對局無法進行（繼續時會重新進行）：%1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::ArenaSetupForm</name>
    <message>
        <source>Results Database</source>
        <translation>結果資料庫</translation>
    </message>
    <message>
        <source>Arena databases (*.sqlite *.db);;All files (*)</source>
        <translation>競技場資料庫 (*.sqlite *.db);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Replay Folder</source>
        <translation>重播資料夾</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>遊戲：</translation>
    </message>
    <message>
        <source>Bots:</source>
        <translation>機器人：</translation>
    </message>
    <message>
        <source>Matches:</source>
        <translation>對局數：</translation>
    </message>
    <message>
        <source>First seed:</source>
        <translation>起始種子：</translation>
    </message>
    <message>
        <source>Jobs:</source>
        <translation>並行工作：</translation>
    </message>
    <message>
        <source>Database:</source>
        <translation>資料庫：</translation>
    </message>
    <message>
        <source>Replays:</source>
        <translation>重播：</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>機器人</translation>
    </message>
    <message>
        <source>Add Bot</source>
        <translation>新增機器人</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Matches in all, rounded up to whole rounds (every table of bots on one seed, in each seating)</source>
        <translation>對局總數，向上取整為完整的輪次（每張桌的機器人在同一種子上按每種座位排列各下一局）</translation>
    </message>
    <message>
        <source>Round r plays seed S + r</source>
        <translation>第 r 輪使用種子 S + r</translation>
    </message>
    <message>
        <source>Matches played at once; external bots need a free core each to keep their time limits</source>
        <translation>同時進行的對局數；每個外部機器人各需一個空閒核心，才能遵守時間限制</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>瀏覽…</translation>
    </message>
    <message>
        <source>Optional: a folder that keeps every match&apos;s replay</source>
        <translation>選填：保存每場對局重播的資料夾</translation>
    </message>
    <message>
        <source>The results database: the same arena on it again plays only what it is missing</source>
        <translation>結果資料庫：在其上再次執行同一競技場時，只進行缺少的對局</translation>
    </message>
    <message>
        <source>Built-in: %1</source>
        <translation>內建：%1</translation>
    </message>
    <message>
        <source>External Command…</source>
        <translation>外部命令…</translation>
    </message>
    <message>
        <source>Course Player (AI….cc or .o)…</source>
        <translation>課程玩家（AI….cc 或 .o）…</translation>
    </message>
    <message>
        <source>My Bot (from the Editor)</source>
        <translation>我的機器人（來自編輯器）</translation>
    </message>
    <message>
        <source>My bot cannot be added: %1</source>
        <translation>無法新增我的機器人：%1</translation>
    </message>
    <message>
        <source>no bot is open in the editor</source>
        <translation>編輯器中沒有開啟的機器人</translation>
    </message>
    <message>
        <source>my bot</source>
        <translation>我的機器人</translation>
    </message>
    <message>
        <source>Choose a Course Player</source>
        <translation>選擇課程玩家</translation>
    </message>
    <message>
        <source>Course players (AI*.cc AI*.cpp AI*.o AI*.o.*);;All files (*)</source>
        <translation>課程玩家 (AI*.cc AI*.cpp AI*.o AI*.o.*);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Choose a Bot Program</source>
        <translation>選擇機器人程式</translation>
    </message>
    <message>
        <source>bot</source>
        <translation>機器人</translation>
    </message>
    <message>
        <source>Choose a game.</source>
        <translation>請選擇遊戲。</translation>
    </message>
    <message>
        <source>Add the bots of the arena.</source>
        <translation>請新增競技場的機器人。</translation>
    </message>
    <message>
        <source>Choose the results database.</source>
        <translation>請選擇結果資料庫。</translation>
    </message>
    <message>
        <source>Bot %1 has no bot spec.</source>
        <translation>機器人 %1 沒有機器人規格。</translation>
    </message>
    <message>
        <source>The database does not say how its arena was played (its results were merged with kibitz-cli rank): it can be ranked here, not continued.</source>
        <translation>該資料庫沒有記錄其競技場的進行方式（其結果是用 kibitz-cli rank 合併的）：可以在此排名，但不能繼續。</translation>
    </message>
    <message>
        <source>A round needs at least %1 bots.</source>
        <translation>一輪至少需要 %1 個機器人。</translation>
    </message>
    <message>
        <source>Plays %1: whole rounds of %2 matches.</source>
        <translation>將進行 %1 場對局（若干完整輪，每輪 %2 場）。</translation>
    </message>
    <message>
        <source>%1 rounds of %2 matches.</source>
        <translation>%1 輪，每輪 %2 場對局。</translation>
    </message>
    <message>
        <source>In %1</source>
        <translation>位於 %1</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615.</source>
        <translation>種子必須是 0 到 18446744073709551615 之間的整數。</translation>
    </message>
    <message>
        <source>External game (its own referee)…</source>
        <translation>外部遊戲（自帶裁判程式）…</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::ArenaWindow</name>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小時 %2 分</translation>
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
        <translation>競技場已停止：%1</translation>
    </message>
    <message>
        <source>Arena — Kibitz</source>
        <translation>競技場 — Kibitz</translation>
    </message>
    <message>
        <source>Arena: %1 — Kibitz</source>
        <translation>競技場：%1 — Kibitz</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>開始(&amp;S)</translation>
    </message>
    <message>
        <source>Play the arena into the database (on a database of the same arena: play what it is missing)</source>
        <translation>執行競技場，結果寫入資料庫（若資料庫屬於同一競技場：只補進缺少的對局）</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暫停(&amp;P)</translation>
    </message>
    <message>
        <source>Start no new match; the running ones finish and are stored</source>
        <translation>不再開始新的對局；進行中的對局會完成並儲存</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>繼續(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>End the arena after the running matches; every stored match stays in the database</source>
        <translation>在進行中的對局結束後終止競技場；已儲存的對局都保留在資料庫中</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Win Rates</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>等級分</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>對局</translation>
    </message>
    <message>
        <source>Each row&apos;s score rate against each column&apos;s bot (a win 1, a draw ½)</source>
        <translation>每列機器人對每欄機器人的得分率（勝 1，和 ½）</translation>
    </message>
    <message>
        <source>&amp;Bot:</source>
        <translation>機器人(&amp;B)：</translation>
    </message>
    <message>
        <source>R&amp;esult:</source>
        <translation>結果(&amp;E)：</translation>
    </message>
    <message>
        <source>Errors &amp;only</source>
        <translation>僅顯示錯誤(&amp;O)</translation>
    </message>
    <message>
        <source>Double-click a match to open its replay in the debugger</source>
        <translation>按兩下對局以在偵錯器中開啟其重播</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open Database…</source>
        <translation>開啟資料庫(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>關閉(&amp;C)</translation>
    </message>
    <message>
        <source>Arena</source>
        <translation>競技場</translation>
    </message>
    <message>
        <source>The arena cannot start: %1</source>
        <translation>競技場無法開始：%1</translation>
    </message>
    <message>
        <source>Cannot create the folder of %1.</source>
        <translation>無法建立 %1 所在的資料夾。</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message numerus="yes">
        <source>Resuming: the database holds %n of the arena&apos;s matches.</source>
        <translation>
            <numerusform>繼續：資料庫中已有該競技場的 %n 場對局。</numerusform>
        </translation>
    </message>
    <message>
        <source>The arena is over: %1 of %2 matches are stored in %3.</source>
        <translation>競技場已結束：%2 場對局中的 %1 場已儲存在 %3。</translation>
    </message>
    <message>
        <source>Cancelled: %1 of %2 matches are stored in %3; Start plays the rest.</source>
        <translation>已取消：%2 場對局中的 %1 場已儲存在 %3；「開始」會進行其餘對局。</translation>
    </message>
    <message>
        <source>Paused after %1 of %2 matches.</source>
        <translation>已在 %2 場對局中的第 %1 場後暫停。</translation>
    </message>
    <message>
        <source>The results cannot be ranked: %1</source>
        <translation>無法對結果排名：%1</translation>
    </message>
    <message>
        <source>%1 of %2 matches</source>
        <translation>%1 / %2 場對局</translation>
    </message>
    <message>
        <source>%1 — about %2 left</source>
        <translation>%1 — 約剩 %2</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>就緒</translation>
    </message>
    <message>
        <source>Results of the database</source>
        <translation>資料庫中的結果</translation>
    </message>
    <message>
        <source>Starting the bots…</source>
        <translation>正在啟動機器人…</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>進行中</translation>
    </message>
    <message>
        <source>Pausing: the running matches finish…</source>
        <translation>正在暫停：進行中的對局正在完成…</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>已暫停</translation>
    </message>
    <message>
        <source>Cancelling: the running matches finish…</source>
        <translation>正在取消：進行中的對局正在完成…</translation>
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
        <translation>所有機器人</translation>
    </message>
    <message>
        <source>All results</source>
        <translation>所有結果</translation>
    </message>
    <message>
        <source>Won by the bot</source>
        <translation>該機器人獲勝</translation>
    </message>
    <message>
        <source>Lost by the bot</source>
        <translation>該機器人落敗</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>和局</translation>
    </message>
    <message>
        <source>Decided</source>
        <translation>分出勝負</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n match(es)</source>
        <translation>
            <numerusform>%1 / %n 場對局</numerusform>
        </translation>
    </message>
    <message>
        <source>Open an Arena Database</source>
        <translation>開啟競技場資料庫</translation>
    </message>
    <message>
        <source>Arena databases (*.sqlite *.db);;All files (*)</source>
        <translation>競技場資料庫 (*.sqlite *.db);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Cancel the running arena before opening another database.</source>
        <translation>請先取消進行中的競技場，再開啟其他資料庫。</translation>
    </message>
    <message>
        <source>Cannot open %1: there is no such file.</source>
        <translation>無法開啟 %1：檔案不存在。</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>無法開啟 %1：%2</translation>
    </message>
    <message>
        <source>%1 of %2 matches are stored: Start plays the rest.</source>
        <translation>%2 場對局中已儲存 %1 場：「開始」會進行其餘對局。</translation>
    </message>
    <message numerus="yes">
        <source>The database holds the whole arena: %n match(es).</source>
        <translation>
            <numerusform>資料庫中已有整個競技場：%n 場對局。</numerusform>
        </translation>
    </message>
    <message>
        <source>The debugger window is closed: the replay cannot be shown.</source>
        <translation>偵錯器視窗已關閉：無法顯示重播。</translation>
    </message>
    <message>
        <source>Cannot open the replay of match %1: %2</source>
        <translation>無法開啟對局 %1 的重播：%2</translation>
    </message>
    <message>
        <source>This arena kept no replays.</source>
        <translation>此競技場沒有保存重播。</translation>
    </message>
    <message>
        <source>The replay %1 is gone.</source>
        <translation>重播 %1 已不存在。</translation>
    </message>
    <message>
        <source>Play the Match Again</source>
        <translation>重新進行對局</translation>
    </message>
    <message>
        <source>%1 Play match %2 again (seed %3, the same bots in the same seats) and open it?</source>
        <translation>%1 要重新進行對局 %2（種子 %3，相同的機器人坐在相同的座位）並開啟嗎？</translation>
    </message>
    <message>
        <source>A match is already being played again.</source>
        <translation>已有一場對局正在重新進行。</translation>
    </message>
    <message>
        <source>Playing match %1 again…</source>
        <translation>正在重新進行對局 %1…</translation>
    </message>
    <message>
        <source>Match %1 cannot be played again: %2</source>
        <translation>無法重新進行對局 %1：%2</translation>
    </message>
    <message>
        <source>Match %1 played again and opened in the debugger.</source>
        <translation>對局 %1 已重新進行並在偵錯器中開啟。</translation>
    </message>
    <message>
        <source>&amp;Arena…</source>
        <translation>競技場(&amp;A)…</translation>
    </message>
    <message>
        <source>Play many matches between bots, rank them with confidence intervals and open any match</source>
        <translation>在機器人之間進行大量對局，給出附信賴區間的排名，並可開啟任意對局</translation>
    </message>
    <message>
        <source>Warning: %1 crashed in match %2 (%3). Its later crashes are not said again: “Errors only” in Matches lists them.</source>
        <translation>警告：%1 在第 %2 場對局中當機（%3）。它之後的當機不再提示：「對局」中的「僅顯示錯誤」會列出它們。</translation>
    </message>
    <message>
        <source>Seat %1: %2 (%3)</source>
        <translation>座位 %1：%2（%3）</translation>
    </message>
    <message>
        <source>External bots run in the sandbox.</source>
        <translation>外部機器人在沙箱中執行。</translation>
    </message>
    <message>
        <source>External bots run with your rights: Tools &gt; Sandbox Untrusted Bots runs them in the sandbox.</source>
        <translation>外部機器人以你的權限執行：「工具 &gt; 沙箱執行不受信任的機器人」可讓它們在沙箱中執行。</translation>
    </message>
    <message>
        <source>History</source>
        <translation>歷史</translation>
    </message>
    <message>
        <source>A bot&apos;s versions over time, against the opponents they all met</source>
        <translation>機器人各版本隨時間的表現（只計所有版本都交過手的對手）</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::BoardPanel</name>
    <message>
        <source>The engine could not restore this turn, so it is shown as text: %1</source>
        <translation>引擎無法還原此回合，因此以文字顯示：%1</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::BotBuilder</name>
    <message>
        <source>A build is already running.</source>
        <translation>已有建置正在進行。</translation>
    </message>
    <message>
        <source>Cannot remove the old build %1.</source>
        <translation>無法移除舊的建置 %1。</translation>
    </message>
    <message>
        <source>The build command &quot;%1&quot; is empty.</source>
        <translation>建置命令「%1」是空的。</translation>
    </message>
    <message>
        <source>The build command could not start: %1</source>
        <translation>無法啟動建置命令：%1</translation>
    </message>
    <message numerus="yes">
        <source>The build took longer than %n second(s) and was stopped.</source>
        <translation>
            <numerusform>建置耗時超過 %n 秒，已被停止。</numerusform>
        </translation>
    </message>
    <message>
        <source>The build was stopped.</source>
        <translation>建置已停止。</translation>
    </message>
    <message>
        <source>The build failed with exit code %1.</source>
        <translation>建置失敗，結束代碼為 %1。</translation>
    </message>
    <message>
        <source>The build succeeded but made no program %1.</source>
        <translation>建置成功，但沒有產生程式 %1。</translation>
    </message>
    <message>
        <source>The last build of %1 failed: fix the errors and build again.</source>
        <translation>%1 的上次建置失敗：請修正錯誤後重新建置。</translation>
    </message>
    <message>
        <source>%1 changed since its last build: build it again.</source>
        <translation>%1 自上次建置後已變更：請重新建置。</translation>
    </message>
    <message>
        <source>The built program %1 is missing: build it again.</source>
        <translation>建置產生的程式 %1 不存在：請重新建置。</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 不存在。</translation>
    </message>
    <message>
        <source>%1 has not been built yet: build it first (Editor ▸ Build Bot, Ctrl+B).</source>
        <translation>%1 尚未建置：請先建置（編輯器 ▸ 建置機器人，Ctrl+B）。</translation>
    </message>
    <message>
        <source>This build of Kibitz has no game with a course API.</source>
        <translation>此版本的 Kibitz 沒有帶課程 API 的遊戲。</translation>
    </message>
    <message>
        <source>Up to date: %1 was built from this content before.</source>
        <translation>已是最新：%1 之前已由相同內容建置。</translation>
    </message>
    <message>
        <source>The last check of %1 failed: fix the errors and build again.</source>
        <translation>%1 的上次檢查失敗：請修正錯誤後重新建置。</translation>
    </message>
    <message>
        <source>The build command changed since %1 was built: build it again.</source>
        <translation>自 %1 建置以來建置命令已變更：請重新建置。</translation>
    </message>
    <message>
        <source>The built program %1 changed since it was built from %2: build it again.</source>
        <translation>建置出的程式 %1 自從 %2 建置後已變更：請重新建置。</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::BotDebugPanel</name>
    <message>
        <source>%1 runs…</source>
        <translation>%1 正在執行…</translation>
    </message>
    <message numerus="yes">
        <source>%1 is attached, with %n breakpoint(s) armed for this turn; it runs…</source>
        <translation>
            <numerusform>%1 已連接偵錯器，本回合啟用了 %n 個中斷點；正在執行…</numerusform>
        </translation>
    </message>
    <message>
        <source>Attaching the debugger to %1…</source>
        <translation>正在將偵錯器連接到 %1…</translation>
    </message>
    <message>
        <source>breakpoint</source>
        <translation>中斷點</translation>
    </message>
    <message>
        <source>step</source>
        <translation>逐步</translation>
    </message>
    <message>
        <source>exception</source>
        <translation>例外狀況</translation>
    </message>
    <message>
        <source>signal</source>
        <translation>訊號</translation>
    </message>
    <message>
        <source>pause</source>
        <translation>暫停</translation>
    </message>
    <message>
        <source>Turn %1 — %2 stopped (%3), in code without debug information</source>
        <translation>第 %1 回合 — %2 已停止（%3），位於沒有偵錯資訊的程式碼中</translation>
    </message>
    <message>
        <source>Turn %1 — %2 stopped at %3:%4 (%5)</source>
        <translation>第 %1 回合 — %2 停在 %3:%4（%5）</translation>
    </message>
    <message>
        <source>%1 answered the turn; the debugger is detached.</source>
        <translation>%1 已回應本回合；偵錯器已中斷連接。</translation>
    </message>
    <message>
        <source>Debugging %1 stopped: %2</source>
        <translation>%1 的偵錯已停止：%2</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>繼續</translation>
    </message>
    <message>
        <source>Step Over</source>
        <translation>不進入函式</translation>
    </message>
    <message>
        <source>Step Into</source>
        <translation>逐步執行</translation>
    </message>
    <message>
        <source>Step Out</source>
        <translation>跳離函式</translation>
    </message>
    <message>
        <source>Stop Debugging</source>
        <translation>停止偵錯</translation>
    </message>
    <message>
        <source>Clear the breakpoints and let the bot answer without the debugger (%1)</source>
        <translation>清除中斷點，讓機器人在沒有偵錯器的情況下回應（%1）</translation>
    </message>
    <message>
        <source>Call stack</source>
        <translation>呼叫堆疊</translation>
    </message>
    <message>
        <source>Variables</source>
        <translation>變數</translation>
    </message>
    <message>
        <source>Watches</source>
        <translation>監看式</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>函式</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>型別</translation>
    </message>
    <message>
        <source>Expression</source>
        <translation>運算式</translation>
    </message>
    <message>
        <source>Add a watch: an expression in the bot&apos;s language, then Enter</source>
        <translation>新增監看式：輸入機器人語言的運算式，然後按 Enter</translation>
    </message>
    <message>
        <source>Bot Debugger</source>
        <translation>機器人偵錯器</translation>
    </message>
    <message>
        <source>%1 stopped at %2:%3</source>
        <translation>%1 停在 %2:%3</translation>
    </message>
    <message>
        <source>%1 is no longer debugged: it ended, or was let go.</source>
        <translation>%1 已不再被偵錯：它已結束，或已脫離偵錯器。</translation>
    </message>
    <message>
        <source>%1 crashed in the turn; the debugger is detached.</source>
        <translation>%1 在本回合中當機；偵錯器已中斷連接。</translation>
    </message>
    <message>
        <source>%1 ran out of time in the turn; the debugger is detached.</source>
        <translation>%1 在本回合中逾時；偵錯器已中斷連接。</translation>
    </message>
    <message>
        <source>%1 answered the turn with a move the game refuses; the debugger is detached.</source>
        <translation>%1 在本回合中給出了遊戲不接受的著法；偵錯器已中斷連接。</translation>
    </message>
    <message>
        <source>No bot is being debugged. Set breakpoints in the editor&apos;s gutter (F9), then Debug &gt; Re-run a Bot up to This Turn, and Debug the Turn.</source>
        <translation>沒有正在偵錯的機器人。在編輯器的邊欄設定中斷點（F9），然後選擇「偵錯 &gt; 重新執行機器人到此回合…」，再按「偵錯此回合」。</translation>
    </message>
    <message>
        <source>Not evaluated since the bot last stopped</source>
        <translation>自機器人上次停止後未重新求值</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::BotIoPanel</name>
    <message>
        <source>Show Whitespace</source>
        <translation>顯示空白字元</translation>
    </message>
    <message>
        <source>Show spaces, tabs and line ends in the texts</source>
        <translation>在文字中顯示空格、定位字元和行尾</translation>
    </message>
    <message>
        <source>Bot I/O</source>
        <translation>機器人輸入/輸出</translation>
    </message>
    <message>
        <source>Turn %1 of %2</source>
        <translation>第 %1 / %2 回合</translation>
    </message>
    <message>
        <source>No replay loaded.</source>
        <translation>未載入重播。</translation>
    </message>
    <message>
        <source>Turn 0 is the initial state: no bot has been asked for a move yet.</source>
        <translation>第 0 回合是初始狀態：尚未要求任何機器人做出動作。</translation>
    </message>
    <message>
        <source>No bot was asked for a move in turn %1: the game advanced on its own (a respawn, for example).</source>
        <translation>第 %1 回合沒有要求任何機器人做出動作：遊戲自行推進（例如重生）。</translation>
    </message>
    <message>
        <source>• %1: %2</source>
        <extracomment>An event of the turn: its kind, then the game&apos;s description (&quot;Respawn: En garde!&quot;).</extracomment>
        <translation>• %1：%2</translation>
    </message>
    <message>
        <source>There is no exchange %1 in this turn.</source>
        <translation>此回合中沒有第 %1 次互動。</translation>
    </message>
    <message>
        <source>Turn %1 is the state %2 records: the engine could not re-simulate the match from turn %3 on, so what the bots received and answered is not known.</source>
        <translation>第 %1 回合是 %2 中記錄的狀態：引擎無法從第 %3 回合起重新模擬這場對局，因此不知道機器人收到與回答了什麼。</translation>
    </message>
    <message>
        <source>Decision %1 of %2</source>
        <translation>第 %1 次決策，共 %2 次</translation>
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
        <translation>只顯示一名玩家的互動</translation>
    </message>
    <message>
        <source>Player %1 was not asked for a move in turn %2 (the filter above shows no other player).</source>
        <translation>第 %2 回合沒有要求玩家 %1 做出動作（上方的篩選不顯示其他玩家）。</translation>
    </message>
    <message>
        <source>Another player moved in turn %1: what it was told and answered is hidden while you play player %2 (untick the board&apos;s fog to see everything).</source>
        <translation>第 %1 回合由另一位玩家行動：你以玩家 %2 進行遊戲時，它收到和回覆的內容被隱藏（取消勾選棋盤的迷霧即可看到全部）。</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::BotLanguage</name>
    <message>
        <source>C++ (course API)</source>
        <translation>C++（課程 API）</translation>
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
        <translation>第 %1 回合之後沒有成立的中斷點。</translation>
    </message>
    <message>
        <source>No breakpoint holds before turn %1.</source>
        <translation>第 %1 回合之前沒有成立的中斷點。</translation>
    </message>
    <message>
        <source>Match resumed.</source>
        <translation>對局已繼續。</translation>
    </message>
    <message>
        <source>Match paused at turn %1: %2</source>
        <translation>對局已在第 %1 回合暫停：%2</translation>
    </message>
    <message>
        <source>Match paused at turn %1.</source>
        <translation>對局已在第 %1 回合暫停。</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::BreakpointModel</name>
    <message>
        <source>%1 is not JSON: %2 (at byte %3)</source>
        <translation>%1 不是 JSON：%2（位於第 %3 位元組）</translation>
    </message>
    <message>
        <source>%1 is not a Kibitz breakpoints file (expected an object with &quot;kibitzBreakpoints&quot; and a &quot;breakpoints&quot; array)</source>
        <translation>%1 不是 Kibitz 中斷點檔案（應為包含 &quot;kibitzBreakpoints&quot; 與 &quot;breakpoints&quot; 陣列的物件）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: breakpoint %2 (%3) does not compile: %4</source>
        <translation>%1：中斷點 %2（%3）無法編譯：%4</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>已啟用</translation>
    </message>
    <message>
        <source>%1
Threw on a turn (counted as not holding): %2</source>
        <translation>%1
在某個回合擲出例外（視為不成立）：%2</translation>
    </message>
    <message>
        <source>Log only: write a line to the log instead of stopping</source>
        <translation>僅記錄：在記錄中寫入一行，而不停止</translation>
    </message>
    <message>
        <source>Breakpoint not changed: %1</source>
        <translation>中斷點未變更：%1</translation>
    </message>
    <message>
        <source>On</source>
        <translation>啟用</translation>
    </message>
    <message>
        <source>Expression</source>
        <translation>運算式</translation>
    </message>
    <message>
        <source>Log only</source>
        <translation>僅記錄</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>命中次數</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::Breakpoints</name>
    <message>
        <source>breakpoint %1: expected an object with a non-empty &quot;expression&quot; string</source>
        <translation>中斷點 %1：應為包含非空字串 &quot;expression&quot; 的物件</translation>
    </message>
    <message>
        <source>the expression is empty</source>
        <translation>運算式是空的</translation>
    </message>
    <message>
        <source>it used more than %1 MB of memory in one turn, and no longer runs</source>
        <translation>它在一個回合中使用了超過 %1 MB 的記憶體，已不再執行</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::BreakpointsPanel</name>
    <message>
        <source>Cannot export the breakpoints: %1</source>
        <translation>無法匯出中斷點：%1</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n breakpoint(s) to %1.</source>
        <translation>
            <numerusform>已將 %n 個中斷點匯出至 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot import the breakpoints: %1</source>
        <translation>無法匯入中斷點：%1</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n breakpoint(s).</source>
        <translation>
            <numerusform>已匯入 %n 個中斷點。</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Breakpoints</source>
        <translation>匯出中斷點</translation>
    </message>
    <message>
        <source>Breakpoints (*.json);;All files (*)</source>
        <translation>中斷點 (*.json);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Import Breakpoints</source>
        <translation>匯入中斷點</translation>
    </message>
    <message>
        <source>Holds on a turn where it is true. Names: state, prev, events, io, turn, changed(path), get(path); the state&apos;s fields also at top level.</source>
        <translation>在運算式為真的回合成立。可用名稱：state、prev、events、io、turn、changed(path)、get(path)；狀態的欄位也可在最上層直接使用。</translation>
    </message>
    <message>
        <source>Log only</source>
        <translation>僅記錄</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>記錄</translation>
    </message>
    <message>
        <source>Clear Log</source>
        <translation>清除記錄</translation>
    </message>
    <message>
        <source>Run to Next Hit</source>
        <translation>執行到下一次命中</translation>
    </message>
    <message>
        <source>Go to the next turn where an enabled breakpoint holds</source>
        <translation>前往下一個有已啟用中斷點成立的回合</translation>
    </message>
    <message>
        <source>Previous Hit</source>
        <translation>上一次命中</translation>
    </message>
    <message>
        <source>Go back to the previous turn where an enabled breakpoint holds</source>
        <translation>返回上一個有已啟用中斷點成立的回合</translation>
    </message>
    <message>
        <source>Pause Match</source>
        <translation>暫停對局</translation>
    </message>
    <message>
        <source>Step Match</source>
        <translation>單步執行對局</translation>
    </message>
    <message>
        <source>Play one turn of the live match, then pause</source>
        <translation>進行即時對局的一個回合，然後暫停</translation>
    </message>
    <message>
        <source>Resume Match</source>
        <translation>繼續對局</translation>
    </message>
    <message>
        <source>Import Breakpoints…</source>
        <translation>匯入中斷點…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>匯入…</translation>
    </message>
    <message>
        <source>Export Breakpoints…</source>
        <translation>匯出中斷點…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>匯出…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Breakpoints</source>
        <translation>中斷點</translation>
    </message>
    <message>
        <source>This game&apos;s state: %1.
Its events (events[i].type, .player, .text, .data): %2.</source>
        <translation>本遊戲的狀態：%1。
它的事件（events[i].type、.player、.text、.data）：%2。</translation>
    </message>
    <message>
        <source>JavaScript expression over the turn</source>
        <translation>針對回合的 JavaScript 運算式</translation>
    </message>
    <message>
        <source>JavaScript expression, e.g. %1</source>
        <translation>JavaScript 運算式，例如 %1</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>範例</translation>
    </message>
    <message>
        <source>Expressions for this game&apos;s state and events</source>
        <translation>適用於本遊戲狀態與事件的運算式</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::BuildPanel</name>
    <message>
        <source>File</source>
        <translation>檔案</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>訊息</translation>
    </message>
    <message>
        <source>No build yet. Build the current bot with Ctrl+B.</source>
        <translation>尚未建置。按 Ctrl+B 建置目前的機器人。</translation>
    </message>
    <message>
        <source>Building %1…</source>
        <translation>正在建置 %1…</translation>
    </message>
    <message>
        <source>%1 built: %2, %3.</source>
        <translation>%1 已建置：%2，%3。</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 個錯誤</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 個警告</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 failed to build: %2 (%3, %4). The old program was removed.</source>
        <translation>%1 建置失敗：%2（%3，%4）。舊程式已被移除。</translation>
    </message>
    <message>
        <source>%1 failed to build: %2 (%3, %4).</source>
        <translation>%1 建置失敗：%2（%3，%4）。</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::BuildSettingsDialog</name>
    <message>
        <source>The C++ build command cannot be empty: a C++ bot must be compiled.</source>
        <translation>C++ 建置命令不可為空：C++ 機器人必須經過編譯。</translation>
    </message>
    <message>
        <source>The C++ build command must contain SOURCE (the file to compile).</source>
        <translation>C++ 建置命令必須包含 SOURCE（要編譯的檔案）。</translation>
    </message>
    <message>
        <source>The C++ build command must contain BOT (the program to make).</source>
        <translation>C++ 建置命令必須包含 BOT（要產生的程式）。</translation>
    </message>
    <message>
        <source>Build Settings</source>
        <translation>建置設定</translation>
    </message>
    <message>
        <source>The command that builds a bot, run without a shell in the source&apos;s folder. BOT is replaced by the program to make (the source&apos;s name without extension) and SOURCE by the source file. Leave Python empty to run the source as it is.</source>
        <translation>建置機器人的命令，在原始檔所在的資料夾中執行，不經過 shell。BOT 會被取代為要產生的程式（去掉副檔名的原始檔名稱），SOURCE 會被取代為原始檔。Python 留空則直接執行原始檔。</translation>
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
        <translation>無（例如 python3 -m py_compile SOURCE）</translation>
    </message>
    <message>
        <source>Choose the Course Players Folder</source>
        <translation>選擇課程玩家資料夾</translation>
    </message>
    <message>
        <source>The compile command of course players cannot be empty.</source>
        <translation>課程玩家的編譯命令不能為空。</translation>
    </message>
    <message>
        <source>Course players:</source>
        <translation>課程玩家：</translation>
    </message>
    <message>
        <source>Course players folder:</source>
        <translation>課程玩家資料夾：</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>A folder of course players (AI&lt;Name&gt;.cc or .o). An OrkIsland log that names them opens played again by them: every turn can then be verified and continued.</source>
        <translation>課程玩家所在的資料夾（AI&lt;名稱&gt;.cc 或 .o）。開啟列出這些玩家的 OrkIsland 記錄檔時，會由它們重新對局：之後每個回合都可以驗證並繼續。</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>瀏覽…</translation>
    </message>
    <message>
        <source>How course players (AI&lt;Name&gt;.cc, the original C++ API) are compiled. Kibitz adds its course API, the player&apos;s file and the program to make; builds are cached by content.</source>
        <translation>課程玩家（AI&lt;名稱&gt;.cc，原始 C++ API）的編譯方式。Kibitz 會加入它的課程 API、玩家檔案和要產生的程式；建置結果按內容快取。</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::ChartsPanel</name>
    <message>
        <source>Export PNG…</source>
        <translation>匯出 PNG…</translation>
    </message>
    <message>
        <source>Save the charts as one image</source>
        <translation>將所有圖表儲存為一張圖片</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>匯出 CSV…</translation>
    </message>
    <message>
        <source>Save the values of every metric at every turn as a spreadsheet</source>
        <translation>將每個指標在每個回合的值儲存為試算表</translation>
    </message>
    <message>
        <source>No replay loaded.</source>
        <translation>未載入重播。</translation>
    </message>
    <message>
        <source>This game declares no metrics to chart.</source>
        <translation>此遊戲沒有宣告可繪製的指標。</translation>
    </message>
    <message>
        <source>There are no charts to export.</source>
        <translation>沒有可匯出的圖表。</translation>
    </message>
    <message>
        <source>Export Charts</source>
        <translation>匯出圖表</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 圖片 (*.png)</translation>
    </message>
    <message>
        <source>Could not export the charts: %1</source>
        <translation>無法匯出圖表：%1</translation>
    </message>
    <message>
        <source>Export Chart Data</source>
        <translation>匯出圖表資料</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 檔案 (*.csv)</translation>
    </message>
    <message>
        <source>Could not export the data: %1</source>
        <translation>無法匯出資料：%1</translation>
    </message>
    <message>
        <source>Which chart to show: all of them stacked, or one filling the panel</source>
        <translation>要顯示的圖表：全部堆疊，或只顯示一個並佔滿面板</translation>
    </message>
    <message>
        <source>All charts</source>
        <translation>全部圖表</translation>
    </message>
    <message>
        <source>Values reported by %1</source>
        <translation>%1 回報的數值</translation>
    </message>
    <message>
        <source>%1: value lines ignored: %2 (the first: %3)</source>
        <translation>%1：已忽略 %2 行數值（第一行：%3）</translation>
    </message>
    <message>
        <source>Memory of %1 (MB)</source>
        <extracomment>Chart titles: how long one bot took to reply each turn, and how much memory it held.</extracomment>
        <translation>%1 的記憶體（MB）</translation>
    </message>
    <message>
        <source>Reply time of %1 (ms)</source>
        <translation>%1 的回覆時間（毫秒）</translation>
    </message>
    <message>
        <source>Resident</source>
        <translation>常駐</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>峰值</translation>
    </message>
    <message>
        <source>Reply (wall)</source>
        <translation>回覆（實際用時）</translation>
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
        <translation>%1 是 %2 的重播，而另一個是 %3 的重播：只能比較同一款遊戲的重播。</translation>
    </message>
    <message>
        <source>%1 has no turns.</source>
        <translation>%1 沒有回合。</translation>
    </message>
    <message>
        <source>Open Replay to Compare</source>
        <translation>開啟要比較的重播</translation>
    </message>
    <message>
        <source>Compare Replays</source>
        <translation>比較重播</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>無法開啟 %1：%2</translation>
    </message>
    <message>
        <source>%1 ends at turn %2.</source>
        <translation>%1 在第 %2 回合結束。</translation>
    </message>
    <message numerus="yes">
        <source>Turn %1 (the first difference): %n value(s) differ</source>
        <translation>
            <numerusform>第 %1 回合（第一處差異）：%n 個值不同</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turn %1: %n value(s) differ</source>
        <translation>
            <numerusform>第 %1 回合：%n 個值不同</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1 of %2</source>
        <translation>第 %1 / %2 回合</translation>
    </message>
    <message>
        <source>Open two replays of the same game to compare them.</source>
        <translation>開啟同一款遊戲的兩個重播來比較。</translation>
    </message>
    <message numerus="yes">
        <source>The replays are identical (%n turn(s)).</source>
        <translation>
            <numerusform>兩個重播完全相同（%n 個回合）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>First difference at turn %1: %n value(s) differ there.</source>
        <translation>
            <numerusform>第一處差異在第 %1 回合：該回合有 %n 個值不同。</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare Replays — Kibitz</source>
        <translation>比較重播 — Kibitz</translation>
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
        <translation>&lt;b&gt;%1&lt;/b&gt;：（無重播）</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>開啟…</translation>
    </message>
    <message>
        <source>Go to First Difference</source>
        <translation>前往第一處差異</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>路徑</translation>
    </message>
    <message>
        <source>Compare &amp;Replays…</source>
        <translation>比較重播(&amp;R)…</translation>
    </message>
    <message>
        <source>Show two replays of the same game side by side and where they first differ</source>
        <translation>並排顯示同一款遊戲的兩個重播，以及它們首次出現差異之處</translation>
    </message>
    <message>
        <source>Open a replay of the same game here to compare it with the other side.</source>
        <translation>在此開啟同一遊戲的重播，與另一側比較。</translation>
    </message>
    <message>
        <source>Replays and logs (*.kbz *.json *.log *.txt);;Kibitz replays (*.kbz);;All files (*)</source>
        <translation>重播與記錄檔 (*.kbz *.json *.log *.txt);;Kibitz 重播 (*.kbz);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>(no reply)</source>
        <translation>（無回覆）</translation>
    </message>
    <message>
        <source>Reply of player %1</source>
        <translation>玩家 %1 的回覆</translation>
    </message>
    <message numerus="yes">
        <source>Turn %1: %n reply(s) differ.</source>
        <translation>
            <numerusform>第 %1 回合：%n 則回覆不同。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reply(s) differ.</source>
        <translation>
            <numerusform>%n 則回覆不同。</numerusform>
        </translation>
    </message>
    <message>
        <source>The states are identical.</source>
        <translation>狀態完全相同。</translation>
    </message>
    <message numerus="yes">
        <source>The replies differ in %n turn(s), first at turn %1.</source>
        <translation>
            <numerusform>回覆在 %n 個回合中不同，第一個是第 %1 回合。</numerusform>
        </translation>
    </message>
    <message>
        <source>Next Different Reply</source>
        <translation>下一個不同的回覆</translation>
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
        <translation>本回合機器人行程佔用的 CPU 時間：%1 毫秒</translation>
    </message>
    <message>
        <source>Resident memory at the reply: %1 MB (the most so far: %2 MB)</source>
        <translation>回覆時的常駐記憶體：%1 MB（至今最高：%2 MB）</translation>
    </message>
    <message>
        <source>Measured over the bot&apos;s process and its children</source>
        <translation>統計範圍為機器人行程及其子行程</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::CurrentBot</name>
    <message>
        <source>The bot editor is not available.</source>
        <translation>機器人編輯器無法使用。</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::DiagnosticParser</name>
    <message>
        <source>called from here (in %1): %2</source>
        <translation>從這裡呼叫（在 %1 中）：%2</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::DiskFile</name>
    <message>
        <source>%1 does not exist (deleted or moved?).</source>
        <translation>%1 不存在（已刪除或移動？）。</translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 不是檔案。</translation>
    </message>
    <message>
        <source>%1 is %2: the editor opens sources up to %3.</source>
        <translation>%1 大小為 %2：編輯器只能開啟不超過 %3 的原始檔。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2. Check its permissions.</source>
        <translation>無法讀取 %1：%2。請檢查其權限。</translation>
    </message>
    <message>
        <source>%1 is not a text file (it holds NUL bytes).</source>
        <translation>%1 不是文字檔（含有 NUL 位元組）。</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text (line %2 is in another encoding). The editor reads and writes UTF-8 only: convert the file first, e.g. iconv -f latin1 -t utf-8.</source>
        <translation>%1 不是 UTF-8 文字（第 %2 行使用了其他編碼）。編輯器只讀寫 UTF-8：請先轉換檔案，例如 iconv -f latin1 -t utf-8。</translation>
    </message>
    <message>
        <source>Kibitz cannot write in the folder %1.</source>
        <translation>Kibitz 無法寫入資料夾 %1。</translation>
    </message>
    <message>
        <source>%1 is read-only.</source>
        <translation>%1 是唯讀的。</translation>
    </message>
    <message>
        <source>%1 is a system file of the kernel, not a source.</source>
        <translation>%1 是核心的系統檔案，不是原始檔。</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::DominoesBoard</name>
    <message>
        <source>No frame</source>
        <translation>無畫面</translation>
    </message>
    <message>
        <source>This frame is not a dominoes position: %1</source>
        <translation>此畫面不是骨牌局面：%1</translation>
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
        <translation>總計 S %1 · 已放置 F %2 · 最終得分 D = S×F/64 = %3 · 剩餘翻牌次數 %4</translation>
    </message>
    <message numerus="yes">
        <source>%n dead cell(s)</source>
        <translation>
            <numerusform>%n 個死格</numerusform>
        </translation>
    </message>
    <message>
        <source>game over: %1</source>
        <translation>遊戲結束：%1</translation>
    </message>
    <message>
        <source>Cell %1 (row %2, col %3)</source>
        <translation>格子 %1（第 %2 列，第 %3 欄）</translation>
    </message>
    <message>
        <source>Pattern %1: %2 (top row, bottom row)</source>
        <translation>圖案 %1：%2（上列，下列）</translation>
    </message>
    <message>
        <source>The first domino, dealt at random</source>
        <translation>第一張骨牌，隨機發出</translation>
    </message>
    <message numerus="yes">
        <source>Empty, %n occupied neighbour(s)</source>
        <translation>
            <numerusform>空格，%n 個相鄰格已被佔用</numerusform>
        </translation>
    </message>
    <message>
        <source>Dead: no domino still to be placed fits its neighbours</source>
        <translation>死格：沒有尚待放置的骨牌能與其相鄰格相符</translation>
    </message>
    <message>
        <source>Not dead: a remaining domino can still fit</source>
        <translation>非死格：仍有剩餘骨牌可以放入</translation>
    </message>
    <message>
        <source>The selected domino can go here</source>
        <translation>所選骨牌可以放在這裡</translation>
    </message>
    <message>
        <source>The selected domino cannot go here</source>
        <translation>所選骨牌不能放在這裡</translation>
    </message>
    <message numerus="yes">
        <source>Stack slot %1: empty (%n reveal(s) left)</source>
        <translation>
            <numerusform>牌堆位置 %1：空（剩餘 %n 次翻牌）</numerusform>
        </translation>
    </message>
    <message>
        <source>Stack slot %1: pattern %2 (%3)</source>
        <translation>牌堆位置 %1：圖案 %2（%3）</translation>
    </message>
    <message numerus="yes">
        <source>Fits %n cell(s)</source>
        <translation>
            <numerusform>可放入 %n 個格子</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::DominoesMoveInput</name>
    <message>
        <source>Select a domino in the stack first (click it, or Enter on it).</source>
        <translation>請先在牌堆中選取一張骨牌（點選它，或在其上按 Enter）。</translation>
    </message>
    <message>
        <source>Cell %1 is occupied.</source>
        <translation>格子 %1 已被佔用。</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>被拒絕：%1</translation>
    </message>
    <message>
        <source>Stack slot %1 is empty: Enter (or a click on it) reveals a domino into it.</source>
        <translation>牌堆位置 %1 是空的：按 Enter（或點選它）會翻開一張骨牌放進去。</translation>
    </message>
    <message>
        <source>Stack slot %1: Enter (or a click on it) selects its domino to place it.</source>
        <translation>牌堆位置 %1：按 Enter（或點選它）選取其中的骨牌以便放置。</translation>
    </message>
    <message numerus="yes">
        <source>Placing the domino of slot %1: it fits %n highlighted cell(s). Click one, or move with the arrows and press Enter; Enter on an occupied cell goes back to the stack.</source>
        <translation>
            <numerusform>正在放置位置 %1 的骨牌：它可放入 %n 個醒目標示的格子。點選其中一個，或用方向鍵移動後按 Enter；在已佔用的格子上按 Enter 會回到牌堆。</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a stack tile, then a highlighted cell; or Up/Down in the stack, Enter to reveal or select, the arrows and Enter to place; Q quits. Or type the reply below.</source>
        <translation>點選牌堆中的一張骨牌，再點選一個醒目標示的格子；或在牌堆中按上/下，按 Enter 翻開或選取，用方向鍵和 Enter 放置；Q 退出。也可以在下方輸入回覆。</translation>
    </message>
    <message>
        <source>Quit the Game (Q)</source>
        <translation>退出遊戲 (Q)</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::DominoesPlayDialog</name>
    <message>
        <source>Play Dominoes</source>
        <translation>玩骨牌</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>種子(&amp;S)：</translation>
    </message>
    <message>
        <source>The deck is dealt from this number (0 to 4294967295), like the original&apos;s srand(time(0)). The same seed deals the same game.</source>
        <translation>牌組由這個數字（0 到 4294967295）發出，就像原版的 srand(time(0))。相同的種子會發出相同的牌局。</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>新遊戲(&amp;N)</translation>
    </message>
    <message>
        <source>Quit game (q)</source>
        <translation>結束遊戲 (q)</translation>
    </message>
    <message>
        <source>Open in the main window</source>
        <translation>在主視窗中開啟</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Keys of the original: Up/Down choose a stack slot; Enter on an empty slot reveals the next domino, on a filled one selects it; then the arrows move on the grid and Enter places it (Enter on an occupied cell goes back to the stack); q quits. Mouse: click a stack tile to select it (an empty one to reveal), then a highlighted cell to place it. A domino must match every occupied neighbour; the fewer dominoes pending, the more a placement scores. The third number of the score line is S×F/64 (the README says S/F, the program computes S×F/64).</source>
        <translation>原版按鍵：上/下選擇牌堆位置；在空位置上按 Enter 翻開下一張骨牌，在有牌的位置上按 Enter 選取它；接著用方向鍵在網格上移動，按 Enter 放置（在已佔用的格子上按 Enter 會回到牌堆）；按 q 結束。滑鼠：點選牌堆中的骨牌來選取（點選空位置則翻牌），再點選反白的格子放置。骨牌必須與每個已佔用的相鄰格相符；待放置的骨牌越少，放置得分越高。得分列的第三個數字是 S×F/64（README 寫的是 S/F，程式計算的是 S×F/64）。</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 4294967295, got &quot;%1&quot;.</source>
        <translation>種子必須是 0 到 4294967295 之間的整數，收到的是「%1」。</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>人類玩家</translation>
    </message>
    <message>
        <source>New game on seed %1: the first domino is on cell %2.</source>
        <translation>以種子 %1 開始新遊戲：第一張骨牌在格子 %2 上。</translation>
    </message>
    <message>
        <source>Back to the stack.</source>
        <translation>回到牌堆。</translation>
    </message>
    <message numerus="yes">
        <source>Selected pattern %1 (%2): it fits %n highlighted cell(s).</source>
        <translation>
            <numerusform>已選取圖案 %1（%2）：可放入 %n 個反白格子。</numerusform>
        </translation>
    </message>
    <message>
        <source>Select a domino in the stack first (click it, or Enter on it).</source>
        <translation>請先在牌堆中選取一張骨牌（點選它，或在其上按 Enter）。</translation>
    </message>
    <message>
        <source>Cell %1 is occupied.</source>
        <translation>格子 %1 已被佔用。</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>被拒絕：%1</translation>
    </message>
    <message>
        <source>Game over. %1</source>
        <translation>遊戲結束。%1</translation>
    </message>
    <message>
        <source>Choose a seed (the current time by default) and start a new game.</source>
        <translation>選擇一個種子（預設為目前時間）並開始新遊戲。</translation>
    </message>
    <message>
        <source>Press &quot;New game&quot; to deal.</source>
        <translation>按「新遊戲」發牌。</translation>
    </message>
    <message>
        <source>Seed %1 · turn %2 · the game is over.</source>
        <translation>種子 %1 · 第 %2 回合 · 遊戲已結束。</translation>
    </message>
    <message>
        <source>Seed %1 · turn %2 · grid mode: arrows move, Enter places the selected domino.</source>
        <translation>種子 %1 · 第 %2 回合 · 網格模式：方向鍵移動，Enter 放置所選骨牌。</translation>
    </message>
    <message>
        <source>Seed %1 · turn %2 · stack mode: Up/Down choose a slot, Enter reveals or selects.</source>
        <translation>種子 %1 · 第 %2 回合 · 牌堆模式：上/下選擇位置，Enter 翻牌或選取。</translation>
    </message>
    <message>
        <source>This game is not over. Quit it (recorded as QUIT) and open it in the main window?</source>
        <translation>此遊戲尚未結束。要結束它（記錄為 QUIT）並在主視窗中開啟嗎？</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::EditorFeature</name>
    <message>
        <source>Built %1</source>
        <translation>已建置 %1</translation>
    </message>
    <message>
        <source>Build failed: %1</source>
        <translation>建置失敗：%1</translation>
    </message>
    <message>
        <source>New Bot from Template…</source>
        <translation>從範本新增機器人…</translation>
    </message>
    <message>
        <source>Open Bot Source…</source>
        <translation>開啟機器人原始碼…</translation>
    </message>
    <message>
        <source>Save Bot Source</source>
        <translation>儲存機器人原始碼</translation>
    </message>
    <message>
        <source>Save the bot source (Ctrl+S in the editor)</source>
        <translation>儲存機器人原始碼（在編輯器中按 Ctrl+S）</translation>
    </message>
    <message>
        <source>Save Bot Source As…</source>
        <translation>機器人原始碼另存新檔…</translation>
    </message>
    <message>
        <source>Close Bot Source</source>
        <translation>關閉機器人原始碼</translation>
    </message>
    <message>
        <source>Find…</source>
        <translation>尋找…</translation>
    </message>
    <message>
        <source>Replace…</source>
        <translation>取代…</translation>
    </message>
    <message>
        <source>Find Next</source>
        <translation>尋找下一個</translation>
    </message>
    <message>
        <source>Find Previous</source>
        <translation>尋找上一個</translation>
    </message>
    <message>
        <source>Go to Line…</source>
        <translation>移至行…</translation>
    </message>
    <message>
        <source>Zoom In</source>
        <translation>放大</translation>
    </message>
    <message>
        <source>Zoom Out</source>
        <translation>縮小</translation>
    </message>
    <message>
        <source>Build Bot</source>
        <translation>建置機器人</translation>
    </message>
    <message>
        <source>Stop Build</source>
        <translation>停止建置</translation>
    </message>
    <message>
        <source>Build Settings…</source>
        <translation>建置設定…</translation>
    </message>
    <message>
        <source>Save Bot Input up to This Turn…</source>
        <translation>儲存截至此回合的機器人輸入…</translation>
    </message>
    <message>
        <source>Everything a player received from turn 0 to this turn, so that ./bot &lt; input.txt reproduces its decision</source>
        <translation>玩家從第 0 回合到此回合收到的所有內容，用 ./bot &lt; input.txt 即可重現它的決策</translation>
    </message>
    <message>
        <source>Open Bot Source</source>
        <translation>開啟機器人原始碼</translation>
    </message>
    <message>
        <source>There is no %1 template for %2.</source>
        <translation>沒有適用於 %2 的 %1 範本。</translation>
    </message>
    <message>
        <source>No bot source is open.</source>
        <translation>沒有開啟的機器人原始碼。</translation>
    </message>
    <message>
        <source>%1 is neither C++ nor Python: there is no build command for it.</source>
        <translation>%1 既不是 C++ 也不是 Python：沒有對應的建置命令。</translation>
    </message>
    <message>
        <source>Save %1 before building it.</source>
        <translation>請先儲存 %1 再建置。</translation>
    </message>
    <message>
        <source>No bot is open in the editor.</source>
        <translation>編輯器中沒有開啟的機器人。</translation>
    </message>
    <message>
        <source>%1 is not saved yet: save and build it first.</source>
        <translation>%1 尚未儲存：請先儲存並建置。</translation>
    </message>
    <message>
        <source>%1 is neither C++ nor Python.</source>
        <translation>%1 既不是 C++ 也不是 Python。</translation>
    </message>
    <message>
        <source>%1 has unsaved changes: save and build it first.</source>
        <translation>%1 有未儲存的變更：請先儲存並建置。</translation>
    </message>
    <message>
        <source>%1 is still being built.</source>
        <translation>%1 仍在建置中。</translation>
    </message>
    <message>
        <source>No match is open.</source>
        <translation>沒有開啟的對局。</translation>
    </message>
    <message>
        <source>There is no player %1 in this match.</source>
        <translation>此對局中沒有玩家 %1。</translation>
    </message>
    <message numerus="yes">
        <source>Player %1: %2 (%n input(s))</source>
        <translation>
            <numerusform>玩家 %1：%2（%n 筆輸入）</numerusform>
        </translation>
    </message>
    <message>
        <source>Save Bot Input up to This Turn</source>
        <translation>儲存截至此回合的機器人輸入</translation>
    </message>
    <message>
        <source>Whose input, turns 0 to %1?</source>
        <translation>要儲存哪位玩家在第 0 至 %1 回合的輸入？</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>文字檔 (*.txt);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Save Bot Input</source>
        <translation>儲存機器人輸入</translation>
    </message>
    <message>
        <source>Could not save the input: %1</source>
        <translation>無法儲存輸入：%1</translation>
    </message>
    <message>
        <source>Saved the input of player %1 up to turn %2 to %3</source>
        <translation>已將玩家 %1 截至第 %2 回合的輸入儲存至 %3</translation>
    </message>
    <message>
        <source>Bot Editor</source>
        <translation>機器人編輯器</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>建置</translation>
    </message>
    <message>
        <source>Bot sources (*.cpp *.cc *.h *.hpp *.hh *.py);;All files (*)</source>
        <translation>機器人原始檔 (*.cpp *.cc *.h *.hpp *.hh *.py);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>%1 crashed at turn %2: its traceback</source>
        <translation>%1 在第 %2 回合當機：其回溯資訊</translation>
    </message>
    <message>
        <source>%1 crashed at turn %2 (see Build)</source>
        <translation>%1 在第 %2 回合當機（見「建置」）</translation>
    </message>
    <message>
        <source>Ed&amp;itor</source>
        <translation>編輯器(&amp;I)</translation>
    </message>
    <message>
        <source>the match could not start</source>
        <translation>對局無法開始</translation>
    </message>
    <message>
        <source>Go to %1:%2</source>
        <extracomment>A button of an error dialog: opens the source at the compiler&apos;s line (&quot;Go to AIFoo.cc:5&quot;).</extracomment>
        <translation>前往 %1:%2</translation>
    </message>
    <message>
        <source>Source Breakpoints</source>
        <translation>原始碼中斷點</translation>
    </message>
    <message>
        <source>Go Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <source>Go Forward</source>
        <translation>前進</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::EditorPanel</name>
    <message>
        <source>Bot Editor</source>
        <translation>機器人編輯器</translation>
    </message>
    <message>
        <source>%1 *</source>
        <translation>%1 *</translation>
    </message>
    <message>
        <source>Not saved yet</source>
        <translation>尚未儲存</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已儲存 %1</translation>
    </message>
    <message>
        <source>Save Bot Source</source>
        <translation>儲存機器人原始碼</translation>
    </message>
    <message>
        <source>Bot sources (*.cpp *.cc *.h *.hpp *.py);;All files (*)</source>
        <translation>機器人原始檔 (*.cpp *.cc *.h *.hpp *.py);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>未儲存的變更</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them before closing?</source>
        <translation>%1 有未儲存的變更。關閉前要儲存嗎？</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>找不到</translation>
    </message>
    <message numerus="yes">
        <source>%n replaced</source>
        <translation>
            <numerusform>已取代 %n 處</numerusform>
        </translation>
    </message>
    <message>
        <source>Go to Line</source>
        <translation>移至行</translation>
    </message>
    <message>
        <source>Line (1–%1):</source>
        <translation>行（1–%1）：</translation>
    </message>
    <message>
        <source>Could not autosave %1: %2</source>
        <translation>無法自動儲存 %1：%2</translation>
    </message>
    <message>
        <source>recovered</source>
        <translation>已復原</translation>
    </message>
    <message>
        <source>%1 (deleted)</source>
        <extracomment>A tab whose file was deleted on disk while open: &quot;bot.py (deleted)&quot;.</extracomment>
        <translation>%1（已刪除）</translation>
    </message>
    <message>
        <source>%1 Save As keeps your changes elsewhere.</source>
        <translation>%1 可用「另存新檔」把你的修改儲存到別處。</translation>
    </message>
    <message>
        <source>Cannot save %1: %2 Your changes are kept in the editor: save them elsewhere with Save As.</source>
        <translation>無法儲存 %1：%2 你的修改仍保留在編輯器中：請用「另存新檔」儲存到別處。</translation>
    </message>
    <message>
        <source>%1 changed on disk but cannot be loaded: %2 The text here is kept as it was.</source>
        <translation>%1 在磁碟上已變更，但無法載入：%2 此處的文字保持不變。</translation>
    </message>
    <message>
        <source>Reloaded %1: it changed on disk.</source>
        <translation>已重新載入 %1：它在磁碟上已變更。</translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>檔案在磁碟上已變更</translation>
    </message>
    <message>
        <source>%1 changed on disk, and it has unsaved changes here.

Reload from Disk: take the file as it is now (your changes here are lost).
Keep My Version: keep the text here; saving it replaces the file on disk.</source>
        <translation>%1 在磁碟上已變更，而此處有未儲存的修改。

從磁碟重新載入：採用檔案現在的內容（你在此處的修改將遺失）。
保留我的版本：保留此處的文字；儲存時將取代磁碟上的檔案。</translation>
    </message>
    <message>
        <source>Reload from Disk</source>
        <translation>從磁碟重新載入</translation>
    </message>
    <message>
        <source>Keep My Version</source>
        <translation>保留我的版本</translation>
    </message>
    <message>
        <source>Kept your version of %1; the file on disk differs.</source>
        <translation>已保留你的 %1 版本；磁碟上的檔案與之不同。</translation>
    </message>
    <message>
        <source>%1 was deleted or moved on disk. Its text stays open here: save it to write the file again.</source>
        <translation>%1 已在磁碟上被刪除或移動。它的文字仍在此處開啟：儲存即可重新寫入該檔案。</translation>
    </message>
    <message>
        <source>%1 cannot be read any more: %2 Its text stays open here.</source>
        <translation>%1 已無法讀取：%2 它的文字仍在此處開啟。</translation>
    </message>
    <message>
        <source>%1 changed on disk since it was opened here. Save anyway and replace that version with yours?</source>
        <translation>%1 自在此處開啟後已在磁碟上變更。仍要儲存並用你的版本取代它嗎？</translation>
    </message>
    <message>
        <source>Replace on Disk</source>
        <translation>取代磁碟上的檔案</translation>
    </message>
    <message>
        <source>Do Not Save</source>
        <translation>不儲存</translation>
    </message>
    <message>
        <source>Not saved: %1 changed on disk.</source>
        <translation>未儲存：%1 在磁碟上已變更。</translation>
    </message>
    <message>
        <source>Not reopened (moved, deleted or unreadable): %1</source>
        <translation>未重新開啟（已移動、刪除或無法讀取）：%1</translation>
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
        <translation>詳細資訊</translation>
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
        <translation>無玩家</translation>
    </message>
    <message>
        <source>No events in this turn</source>
        <translation>本回合沒有事件</translation>
    </message>
    <message>
        <source>No events</source>
        <translation>沒有事件</translation>
    </message>
    <message>
        <source>Go to This Event</source>
        <translation>前往此事件</translation>
    </message>
    <message>
        <source>Break on Every “%1” of %2</source>
        <translation>在 %2 的每個「%1」處中斷</translation>
    </message>
    <message>
        <source>Break on Every “%1”</source>
        <translation>在每個「%1」處中斷</translation>
    </message>
    <message>
        <source>Break on Every “%1” of Any Player</source>
        <translation>在任一玩家的每個「%1」處中斷</translation>
    </message>
    <message>
        <source>Whole match</source>
        <translation>整場對局</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>本回合</translation>
    </message>
    <message>
        <source>Filter by text</source>
        <translation>依文字篩選</translation>
    </message>
    <message>
        <source>Click: go to the event and mark it on the board. Ctrl+click: break on every such event.</source>
        <translation>按一下：前往該事件並在棋盤上標出。Ctrl+按一下：在每個此類事件處中斷。</translation>
    </message>
    <message>
        <source>Next Event</source>
        <translation>下一個事件</translation>
    </message>
    <message>
        <source>Go to the next event of the chosen type</source>
        <translation>前往所選類型的下一個事件</translation>
    </message>
    <message>
        <source>Previous Event</source>
        <translation>上一個事件</translation>
    </message>
    <message>
        <source>Go back to the previous event of the chosen type</source>
        <translation>返回所選類型的上一個事件</translation>
    </message>
    <message>
        <source>Cannot add the breakpoint: %1</source>
        <translation>無法新增中斷點：%1</translation>
    </message>
    <message>
        <source>Added the breakpoint %1 (F8 runs to its next hit)</source>
        <translation>已新增中斷點 %1（F8 執行到下一次命中）</translation>
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
        <translation>輸入</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>輸出</translation>
    </message>
    <message>
        <source>Standard error</source>
        <translation>標準錯誤</translation>
    </message>
    <message>
        <source>truncated</source>
        <translation>已截斷</translation>
    </message>
    <message>
        <source>The bot wrote more than Kibitz keeps: the end of its standard error is missing.</source>
        <translation>機器人寫出的內容超過 Kibitz 保留的上限：其標準錯誤的結尾部分遺失。</translation>
    </message>
    <message>
        <source>(no reply)</source>
        <translation>（無回覆）</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>複製</translation>
    </message>
    <message>
        <source>Copy this input to the clipboard</source>
        <translation>將此輸入複製到剪貼簿</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>儲存…</translation>
    </message>
    <message>
        <source>Save this input to a file, to replay the turn with: ./bot &lt; file</source>
        <translation>將此輸入儲存至檔案，以便用 ./bot &lt; file 重播此回合</translation>
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
        <translation>無效</translation>
    </message>
    <message>
        <source>The reply was rejected.</source>
        <translation>回覆被拒絕。</translation>
    </message>
    <message>
        <source>Timeout</source>
        <translation>逾時</translation>
    </message>
    <message>
        <source>No complete reply within the time limit.</source>
        <translation>在時間限制內沒有完整的回覆。</translation>
    </message>
    <message>
        <source>Crashed</source>
        <translation>當機</translation>
    </message>
    <message>
        <source>The bot stopped or closed its output.</source>
        <translation>機器人已停止或關閉了其輸出。</translation>
    </message>
    <message>
        <source>%1 ms of %2 ms</source>
        <extracomment>Time a bot took to answer and its limit, in milliseconds.</extracomment>
        <translation>%1 毫秒 / %2 毫秒</translation>
    </message>
    <message>
        <source>%1 ms (no limit)</source>
        <translation>%1 毫秒（無限制）</translation>
    </message>
    <message>
        <source>Time taken to answer, and the limit for this turn</source>
        <translation>回覆所用時間，以及此回合的時間限制</translation>
    </message>
    <message>
        <source>Save Input of Player %1</source>
        <translation>儲存玩家 %1 的輸入</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>文字檔 (*.txt);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Save Input</source>
        <translation>儲存輸入</translation>
    </message>
    <message>
        <source>Could not save the input: %1</source>
        <translation>無法儲存輸入：%1</translation>
    </message>
    <message numerus="yes">
        <source>The same input as player %1&apos;s, above (%n line(s)).</source>
        <translation>
            <numerusform>與上方玩家 %1 的輸入相同（%n 行）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Malformed mark skipped: %1</source>
        <translation>已略過格式錯誤的標記：%1</translation>
    </message>
    <message>
        <source>Bot marks (drawn on the board)</source>
        <translation>機器人標記（畫在棋盤上）</translation>
    </message>
    <message numerus="yes">
        <source>⋯ map: %n line(s) folded ⋯</source>
        <extracomment>The one line that stands for the map in a bot&apos;s input while it is folded.</extracomment>
        <translation>
            <numerusform>⋯ 地圖：已摺疊 %n 行 ⋯</numerusform>
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
            <numerusform>顯示地圖（%n 行）</numerusform>
        </translation>
    </message>
    <message>
        <source>Fold Map</source>
        <translation>摺疊地圖</translation>
    </message>
    <message>
        <source>The map in the input: shown in full, or folded into one line</source>
        <translation>輸入中的地圖：完整顯示，或摺疊為一行</translation>
    </message>
    <message>
        <source>Fold or show this text, for every player</source>
        <translation>摺疊或展開這段文字（對所有玩家）</translation>
    </message>
    <message>
        <source>Go to %1:%2</source>
        <extracomment>Opens the bot&apos;s source in the editor at the line its error names: &quot;Go to bot.py:12&quot;.</extracomment>
        <translation>前往 %1:%2</translation>
    </message>
    <message>
        <source>Open %1 at line %2 in the Bot Editor (or click an underlined line)</source>
        <translation>在機器人編輯器中開啟 %1 的第 %2 行（或點選加底線的行）</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::ExternalBoardView</name>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Match ended early</source>
        <translation>對局提前結束</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Last input</source>
        <translation>最近一次輸入</translation>
    </message>
    <message>
        <source>Last reply</source>
        <translation>最近一次回覆</translation>
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
        <translation>裁判程式記錄</translation>
    </message>
    <message>
        <source>View data</source>
        <translation>檢視資料</translation>
    </message>
    <message>
        <source>Row %1, column %2</source>
        <translation>第 %1 列，第 %2 欄</translation>
    </message>
    <message>
        <source>Row %1, column %2: %3</source>
        <translation>第 %1 列，第 %2 欄：%3</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::ExternalRefereeForm</name>
    <message>
        <source>Choose a Referee</source>
        <translation>選擇裁判程式</translation>
    </message>
    <message>
        <source>Referees (*.jar *.py);;All files (*)</source>
        <translation>裁判程式 (*.jar *.py);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Runs: %1</source>
        <translation>執行：%1</translation>
    </message>
    <message>
        <source>Choose the referee: a command, a .jar or a .py file.</source>
        <translation>請選擇裁判程式：一道命令、一個 .jar 或 .py 檔案。</translation>
    </message>
    <message>
        <source>Game name: %1</source>
        <translation>遊戲名稱：%1</translation>
    </message>
    <message>
        <source>Parameters, line %1: &apos;%2&apos; is not KEY=VALUE.</source>
        <translation>參數第 %1 行：「%2」不是 KEY=VALUE 格式。</translation>
    </message>
    <message>
        <source>A brutaltester referee takes no parameters: empty the parameters or choose the cg dialect.</source>
        <translation>brutaltester 裁判程式不接受參數：請清空參數，或改選 cg 協定。</translation>
    </message>
    <message>
        <source>Referee:</source>
        <translation>裁判程式：</translation>
    </message>
    <message>
        <source>Command, or a referee .jar or .py file</source>
        <translation>一道命令，或裁判程式的 .jar 或 .py 檔案</translation>
    </message>
    <message>
        <source>A .jar runs as a CodinGame SDK referee with Java, a .py with python3; anything else is the referee&apos;s command line.</source>
        <translation>.jar 會以 Java 作為 CodinGame SDK 裁判程式執行，.py 以 python3 執行；其他內容視為裁判程式的命令列。</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>瀏覽…</translation>
    </message>
    <message>
        <source>Protocol:</source>
        <translation>協定：</translation>
    </message>
    <message>
        <source>CodinGame SDK referees (RefereeMain)</source>
        <translation>CodinGame SDK 裁判程式（RefereeMain）</translation>
    </message>
    <message>
        <source>Old cg-brutaltester referees (###Start, ###Input, ###Output)</source>
        <translation>舊版 cg-brutaltester 裁判程式（###Start、###Input、###Output）</translation>
    </message>
    <message>
        <source>Game name:</source>
        <translation>遊戲名稱：</translation>
    </message>
    <message>
        <source>Optional: letters, digits, -, _ and .</source>
        <translation>選填：字母、數字、-、_ 和 .</translation>
    </message>
    <message>
        <source>Parameters:</source>
        <translation>參數：</translation>
    </message>
    <message>
        <source>One KEY=VALUE per line, e.g. league.level=3</source>
        <translation>每行一個 KEY=VALUE，例如 league.level=3</translation>
    </message>
    <message>
        <source>Seed line:</source>
        <translation>種子行：</translation>
    </message>
    <message>
        <source>None</source>
        <translation>不傳送</translation>
    </message>
    <message>
        <source>###Seed before ###Start</source>
        <translation>在 ###Start 之前傳送 ###Seed</translation>
    </message>
    <message>
        <source>###Seed after ###Start</source>
        <translation>在 ###Start 之後傳送 ###Seed</translation>
    </message>
    <message>
        <source>Time limit:</source>
        <translation>時間限制：</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>預設</translation>
    </message>
    <message>
        <source>Each bot&apos;s time per reply. Default: a cg referee&apos;s own limits; for a brutaltester referee, which has none, Kibitz&apos;s (1000 ms for the first reply, 150 ms after).</source>
        <translation>每個機器人每次回覆的時間。預設：cg 裁判程式自己的限制；brutaltester 裁判程式沒有限制，則用 Kibitz 的（首次回覆 1000 毫秒，之後 150 毫秒）。</translation>
    </message>
    <message>
        <source>Run the referee and the bots in the sandbox</source>
        <translation>在沙箱中執行裁判程式和機器人</translation>
    </message>
    <message>
        <source>The referee sees its own folder and nothing else, like an untrusted bot.</source>
        <translation>裁判程式只能看到自己的資料夾，如同不受信任的機器人。</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::FencingBoard</name>
    <message>
        <source>Reach and parry zones</source>
        <translation>攻擊距離與招架區域</translation>
    </message>
    <message>
        <source>Bio passport</source>
        <translation>生物護照</translation>
    </message>
    <message>
        <source>deactivated</source>
        <translation>已停用</translation>
    </message>
    <message numerus="yes">
        <source>%n drug(s)</source>
        <translation>
            <numerusform>服藥 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <source>position: %1[%2]</source>
        <translation>位置：%1[%2]</translation>
    </message>
    <message>
        <source>energy: %1</source>
        <translation>體力：%1</translation>
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
        <translation>上一個動作：%1</translation>
    </message>
    <message>
        <source>drugs: %1</source>
        <translation>藥物：%1</translation>
    </message>
    <message>
        <source>doped</source>
        <translation>已服用禁藥</translation>
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
        <translation>體力 %1</translation>
    </message>
    <message>
        <source>Not enough energy: your fencer would forfeit.</source>
        <translation>體力不足：你的擊劍手將被判負。</translation>
    </message>
    <message>
        <source>Waiting for your turn.</source>
        <translation>正在等待你的回合。</translation>
    </message>
    <message>
        <source>League %1. Your fencer: position %2, energy %3/%4, score %5. Choose an action (button or key).</source>
        <translation>聯賽 %1。你的擊劍手：位置 %2，體力 %3/%4，得分 %5。請選擇一個動作（按鈕或按鍵）。</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::FindBar</name>
    <message>
        <source>Find:</source>
        <translation>尋找：</translation>
    </message>
    <message>
        <source>Replace:</source>
        <translation>取代：</translation>
    </message>
    <message>
        <source>Text or regular expression</source>
        <translation>文字或正規表示式</translation>
    </message>
    <message>
        <source>Replacement (\1 for a group)</source>
        <translation>取代為（\1 表示一個群組）</translation>
    </message>
    <message>
        <source>Regex</source>
        <translation>正規表示式</translation>
    </message>
    <message>
        <source>Perl-compatible regular expression; \1 … \9 in the replacement are its groups</source>
        <translation>Perl 相容的正規表示式；取代內容中的 \1 … \9 表示其群組</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>大小寫須相符</translation>
    </message>
    <message>
        <source>Whole words</source>
        <translation>全字拼寫須相符</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一個</translation>
    </message>
    <message>
        <source>Find next (F3)</source>
        <translation>尋找下一個 (F3)</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>上一個</translation>
    </message>
    <message>
        <source>Find previous (Shift+F3)</source>
        <translation>尋找上一個 (Shift+F3)</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>取代</translation>
    </message>
    <message>
        <source>Replace All</source>
        <translation>全部取代</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>關閉 (Esc)</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::FlameGraphView</name>
    <message>
        <source>All the turn&apos;s samples: %1</source>
        <translation>該回合的全部取樣：%1</translation>
    </message>
    <message>
        <source>%1
Samples: %2 (%3% of the turn)
In the function itself: %4</source>
        <translation>%1
取樣：%2（占該回合的 %3%）
函式自身：%4</translation>
    </message>
    <message>
        <source>all (%1 samples)</source>
        <translation>全部（%1 個取樣）</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::FormatExport</name>
    <message>
        <source>Export as %1</source>
        <translation>匯出為 %1</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>無法匯出</translation>
    </message>
    <message>
        <source>The file could not be written:
%1</source>
        <translation>無法寫入檔案：
%1</translation>
    </message>
    <message>
        <source>Wrote %1 (%2)</source>
        <translation>已寫入 %1（%2）</translation>
    </message>
    <message>
        <source>%1…</source>
        <translation>%1…</translation>
    </message>
    <message>
        <source>The match in this format, as kibitz-cli export --format %1 writes it</source>
        <translation>以此格式儲存的對局，與 kibitz-cli export --format %1 寫出的相同</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::HistoryChart</name>
    <message>
        <source>Bo&amp;t:</source>
        <translation>機器人(&amp;T)：</translation>
    </message>
    <message>
        <source>The bot whose versions are shown: each version is the content of its program or script when it played</source>
        <translation>顯示其版本的機器人：每個版本是它對局時程式或腳本的內容</translation>
    </message>
    <message>
        <source>First played</source>
        <translation>首次對局時間</translation>
    </message>
    <message>
        <source>Elo against the common opponents (95% interval as bars)</source>
        <translation>對共同對手的 Elo（95% 區間以誤差線表示）</translation>
    </message>
    <message>
        <source>No matches yet: the history of a bot&apos;s versions appears once it has played.</source>
        <translation>尚無對局：機器人有對局後即顯示其各版本的歷史。</translation>
    </message>
    <message>
        <source>No history for %1: %2</source>
        <translation>%1 沒有歷史：%2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n version(s) against %2 (matches: %3).</source>
        <translation>
            <numerusform>%1：%n 個版本，對手為 %2（對局：%3）。</numerusform>
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
        <translation>%1：Elo %2 [%3, %4]，對局：%5，首次對局 %6</translation>
    </message>
    <message>
        <source>(not recorded)</source>
        <translation>（未記錄）</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::InspectorPanel</name>
    <message>
        <source>Filter by name, value or path</source>
        <translation>依名稱、值或路徑篩選</translation>
    </message>
    <message>
        <source>Copy &amp;Value</source>
        <translation>複製值(&amp;V)</translation>
    </message>
    <message>
        <source>Copy &amp;Path</source>
        <translation>複製路徑(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Expand All</source>
        <translation>全部展開(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Collapse All</source>
        <translation>全部摺疊(&amp;C)</translation>
    </message>
    <message>
        <source>No replay loaded</source>
        <translation>未載入重播</translation>
    </message>
    <message>
        <source>Turn %1: the initial state</source>
        <translation>第 %1 回合：初始狀態</translation>
    </message>
    <message>
        <source>Turn %1: 1 value changed since the previous turn</source>
        <translation>第 %1 回合：與上一回合相比有 1 個值變更</translation>
    </message>
    <message numerus="yes">
        <source>Turn %1: %n values changed since the previous turn</source>
        <translation>
            <numerusform>第 %1 回合：與上一回合相比有 %n 個值變更</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::JsonValueText</name>
    <message>
        <source>1 item</source>
        <translation>1 個項目</translation>
    </message>
    <message numerus="yes">
        <source>%n items</source>
        <translation>
            <numerusform>%n 個項目</numerusform>
        </translation>
    </message>
    <message>
        <source>1 field</source>
        <translation>1 個欄位</translation>
    </message>
    <message numerus="yes">
        <source>%n fields</source>
        <translation>
            <numerusform>%n 個欄位</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::LanguageAssist</name>
    <message>
        <source>No completions here.</source>
        <translation>此處沒有自動完成項目。</translation>
    </message>
    <message>
        <source>No definition found.</source>
        <translation>找不到定義。</translation>
    </message>
    <message>
        <source>References in this file: %1</source>
        <translation>此檔案中的參考：%1</translation>
    </message>
    <message>
        <source>Formatting failed: %1</source>
        <translation>格式化失敗：%1</translation>
    </message>
    <message>
        <source>The document is already formatted.</source>
        <translation>文件已經格式化。</translation>
    </message>
    <message>
        <source>No quick fix here.</source>
        <translation>這裡沒有快速修正。</translation>
    </message>
    <message>
        <source>The text changed since the quick fixes were offered: ask again (Ctrl+.).</source>
        <translation>提供快速修正後文字已變更：請再次要求（Ctrl+.）。</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::LanguageStatusBar</name>
    <message>
        <source>No language server for this file: live errors and completion need the Debian package %1 (sudo apt install %1). Editing, building and running work as usual.</source>
        <translation>此檔案沒有語言伺服器：即時錯誤和自動完成需要 Debian 套件 %1（sudo apt install %1）。編輯、建置和執行照常可用。</translation>
    </message>
    <message>
        <source>The language server stopped: %1</source>
        <translation>語言伺服器已停止：%1</translation>
    </message>
    <message>
        <source>Errors: %1   Warnings: %2</source>
        <translation>錯誤：%1   警告：%2</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近開啟的檔案(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>前往(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;New Match…</source>
        <translation>新增對局(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開啟(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>儲存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存新檔(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>First Turn</source>
        <translation>第一回合</translation>
    </message>
    <message>
        <source>Back 10 Turns</source>
        <translation>後退 10 回合</translation>
    </message>
    <message>
        <source>Previous Turn</source>
        <translation>上一回合</translation>
    </message>
    <message>
        <source>Play Backwards</source>
        <translation>倒轉播放</translation>
    </message>
    <message>
        <source>Next Turn</source>
        <translation>下一回合</translation>
    </message>
    <message>
        <source>Forward 10 Turns</source>
        <translation>前進 10 回合</translation>
    </message>
    <message>
        <source>Last Turn</source>
        <translation>最後一回合</translation>
    </message>
    <message>
        <source>Jump to Turn…</source>
        <translation>跳至回合…</translation>
    </message>
    <message>
        <source>&amp;About Kibitz</source>
        <translation>關於 Kibitz(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Continue from This Turn…</source>
        <translation>從此回合繼續(&amp;C)…</translation>
    </message>
    <message>
        <source>Play on from the current turn in a new window, with the same or other bots</source>
        <translation>在新視窗中從目前回合繼續對局，可使用相同或其他機器人</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>棋盤</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>檢查器</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>對局</translation>
    </message>
    <message>
        <source>Bot I/O</source>
        <translation>機器人輸入/輸出</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>圖表</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>時間軸</translation>
    </message>
    <message>
        <source>&amp;Debug</source>
        <translation>偵錯(&amp;D)</translation>
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
        <translation>暫停</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>示範</translation>
    </message>
    <message>
        <source>Match running…</source>
        <translation>對局進行中…</translation>
    </message>
    <message>
        <source>Match running… turn %1</source>
        <translation>對局進行中… 第 %1 回合</translation>
    </message>
    <message numerus="yes">
        <source>Match cancelled after %n turn(s).</source>
        <translation>
            <numerusform>對局在 %n 個回合後被取消。</numerusform>
        </translation>
    </message>
    <message>
        <source>Match over: %1</source>
        <translation>對局結束：%1</translation>
    </message>
    <message>
        <source>About Kibitz</source>
        <translation>關於 Kibitz</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;An IDE and visualizer for writing and debugging bots for turn-based games.&lt;/p&gt;&lt;p&gt;Games: %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;用於撰寫與偵錯回合制遊戲機器人的 IDE 與視覺化工具。&lt;/p&gt;&lt;p&gt;遊戲：%2。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation>無法開啟檔案</translation>
    </message>
    <message>
        <source>Kibitz could not open %1:
%2</source>
        <translation>Kibitz 無法開啟 %1：
%2</translation>
    </message>
    <message>
        <source>Imported %1 (%2)</source>
        <translation>已匯入 %1（%2）</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已開啟 %1</translation>
    </message>
    <message>
        <source>Open Replay</source>
        <translation>開啟重播</translation>
    </message>
    <message>
        <source>Replays and logs (*.kbz *.json *.log *.txt);;Kibitz replays (*.kbz);;All files (*)</source>
        <translation>重播與記錄檔 (*.kbz *.json *.log *.txt);;Kibitz 重播 (*.kbz);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>無法儲存</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已儲存 %1</translation>
    </message>
    <message>
        <source>Save Replay</source>
        <translation>儲存重播</translation>
    </message>
    <message>
        <source>Kibitz replays (*.kbz)</source>
        <translation>Kibitz 重播 (*.kbz)</translation>
    </message>
    <message>
        <source>Unsaved match</source>
        <translation>未儲存的對局</translation>
    </message>
    <message>
        <source>%1 has not been saved. Save it now?</source>
        <translation>%1 尚未儲存。要立即儲存嗎？</translation>
    </message>
    <message>
        <source>(no recent files)</source>
        <translation>（沒有最近的檔案）</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>清除清單</translation>
    </message>
    <message>
        <source>Jump to Turn</source>
        <translation>跳至回合</translation>
    </message>
    <message>
        <source>Turn (0–%1):</source>
        <translation>回合（0–%1）：</translation>
    </message>
    <message>
        <source>Cannot continue the match</source>
        <translation>無法繼續對局</translation>
    </message>
    <message>
        <source>Cannot start the match</source>
        <translation>無法開始對局</translation>
    </message>
    <message>
        <source>Cannot continue from this turn: %1</source>
        <translation>無法從此回合繼續：%1</translation>
    </message>
    <message>
        <source>&amp;Follow the Live Turn</source>
        <translation>跟隨即時回合(&amp;F)</translation>
    </message>
    <message>
        <source>While a match runs, show each new turn as it arrives (unless you moved away from the newest)</source>
        <translation>對局進行時，每個新回合一到就顯示（除非你已離開最新的回合）</translation>
    </message>
    <message>
        <source>Imported %1 (%2), played again by its course players</source>
        <translation>已匯入 %1（%2），並由其課程玩家重新對局</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <source>Imported %1 (%2); not played again by its course players: %3</source>
        <translation>已匯入 %1（%2）；未由其課程玩家重新對局：%3</translation>
    </message>
    <message>
        <source>%1 has not been saved and stays open.</source>
        <translation>%1 尚未儲存，仍保持開啟。</translation>
    </message>
    <message>
        <source>%1 ends at turn %2 of %3 (truncated?): the turns it holds are open, the match is incomplete.</source>
        <translation>%1 在第 %2 回合（共 %3 回合）處結束（被截斷？）：已開啟其中包含的回合，對局不完整。</translation>
    </message>
    <message>
        <source>File cut off</source>
        <translation>檔案被截斷</translation>
    </message>
    <message>
        <source>Match ended early: %1</source>
        <translation>對局提前結束：%1</translation>
    </message>
    <message>
        <source>Starting the match: building its bots…</source>
        <translation>正在開始對局：建置其機器人…</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::MatchDebugging</name>
    <message>
        <source>Debug needs a seat played by an external bot (a program, a Python script or a course player).</source>
        <translation>偵錯需要一個由外部機器人（程式、Python 指令碼或課程玩家）控制的座位。</translation>
    </message>
    <message>
        <source>No debugger for Python bots is installed: install the package %1.</source>
        <translation>未安裝 Python 機器人的偵錯器：請安裝套件 %1。</translation>
    </message>
    <message>
        <source>No debugger for native bots is installed: install the package %1.</source>
        <translation>未安裝原生機器人的偵錯器：請安裝套件 %1。</translation>
    </message>
    <message>
        <source>The debugged bot&apos;s process cannot be found.</source>
        <translation>找不到正在偵錯的機器人的行程。</translation>
    </message>
    <message>
        <source>A Python bot cannot be debugged in the sandbox (its debugger needs a network port): turn off Tools &gt; Sandbox Untrusted Bots to debug it.</source>
        <translation>無法在沙箱中偵錯 Python 機器人（其偵錯器需要一個網路連接埠）：請關閉「工具 &gt; 沙箱執行不受信任的機器人」後再偵錯。</translation>
    </message>
    <message>
        <source>The debugger for Python bots cannot be set up: %1</source>
        <translation>無法設定 Python 機器人的偵錯器：%1</translation>
    </message>
    <message>
        <source>KIBITZ_NATIVE_ADAPTER=gdb, but there is no gdb %1 or later on PATH.</source>
        <translation>已設定 KIBITZ_NATIVE_ADAPTER=gdb，但 PATH 中沒有 gdb %1 或更新版本。</translation>
    </message>
    <message>
        <source>The bot cannot be built for debugging (-O0 -g): %1</source>
        <translation>無法為偵錯建置機器人（-O0 -g）：%1</translation>
    </message>
    <message>
        <source>The bot&apos;s process cannot be found from outside the sandbox: turn off Tools &gt; Sandbox Untrusted Bots and start again to debug it.</source>
        <translation>無法從沙箱外找到機器人的行程：請關閉「工具 &gt; 沙箱執行不受信任的機器人」，然後重新開始以偵錯它。</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::MatchListModel</name>
    <message>
        <source> vs </source>
        <translation> 對 </translation>
    </message>
    <message>
        <source>draw</source>
        <translation>和局</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>對局</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>種子</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>勝者</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>回合數</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>錯誤</translation>
    </message>
    <message>
        <source>Ranking points: %1</source>
        <translation>排名積分：%1</translation>
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
        <translation>遊戲</translation>
    </message>
    <message>
        <source>Rules version</source>
        <translation>規則版本</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>參數</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>種子</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>來源</translation>
    </message>
    <message>
        <source>File</source>
        <translation>檔案</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>建立時間</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>回合數</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>狀態</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
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
        <translation>名稱</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>機器人</translation>
    </message>
    <message>
        <source>No replay loaded.</source>
        <translation>未載入重播。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (this engine has %2)</source>
        <translation>%1（此引擎為 %2）</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>not saved</source>
        <translation>未儲存</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1，由 %2 建立</translation>
    </message>
    <message>
        <source>Live: the match is being played</source>
        <translation>即時：對局正在進行</translation>
    </message>
    <message>
        <source>not decided yet</source>
        <translation>尚未分出勝負</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>已結束</translation>
    </message>
    <message>
        <source>Stopped before the end</source>
        <translation>在結束前停止</translation>
    </message>
    <message>
        <source>Played in Kibitz</source>
        <translation>在 Kibitz 中進行</translation>
    </message>
    <message>
        <source>Imported from a %1 replay</source>
        <translation>從 %1 重播匯入</translation>
    </message>
    <message>
        <source>Imported from a %1 replay: %2</source>
        <translation>從 %1 重播匯入：%2</translation>
    </message>
    <message>
        <source>Continued from turn %1 of %2</source>
        <translation>從 %2 的第 %1 回合繼續</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Ranking points: %1</source>
        <translation>排名積分：%1</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::MatchPrebuild</name>
    <message numerus="yes">
        <source>Compiling course player %1 (%2 of %3)… %n s</source>
        <translation>
            <numerusform>正在編譯課程玩家 %1（第 %2 個，共 %3 個）… %n 秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Building %1 for debugging (%2 of %3)… %n s</source>
        <translation>
            <numerusform>正在為偵錯建置 %1（第 %2 個，共 %3 個）… %n 秒</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::MetricChartView</name>
    <message>
        <source>Click or drag to go to a turn; click a name in the legend to hide or show its line; right-click for a logarithmic scale</source>
        <translation>點選或拖曳以前往某一回合；點選圖例中的名稱以隱藏或顯示其線條；按右鍵使用對數刻度</translation>
    </message>
    <message>
        <source>&amp;Logarithmic Scale</source>
        <translation>對數刻度(&amp;L)</translation>
    </message>
    <message>
        <source>Values below %1 are drawn at %1</source>
        <translation>低於 %1 的值畫在 %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::MoscaCecaBoard</name>
    <message>
        <source>Fog: what the agent knows</source>
        <translation>迷霧：代理人所知道的</translation>
    </message>
    <message>
        <source>What happened this turn</source>
        <translation>本回合發生的事</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>網格</translation>
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
        <translation>%2 的代理人 %1，位於（%3, %4）</translation>
    </message>
    <message>
        <source>Energia (energy): %1 / %2</source>
        <translation>Energia（能量）：%1 / %2</translation>
    </message>
    <message>
        <source>Stoffa (cloth) carried: %1</source>
        <translation>攜帶的 stoffa（布料）：%1</translation>
    </message>
    <message>
        <source>Bandiere (flags) of its player: %1</source>
        <translation>其玩家的 bandiere（旗幟）：%1</translation>
    </message>
    <message>
        <source>Switched off (si spegne): no longer on the board</source>
        <translation>已關閉（si spegne）：不再在棋盤上</translation>
    </message>
    <message>
        <source>Decides next</source>
        <translation>下一個決策者</translation>
    </message>
    <message>
        <source>Agent %1 planted a bandiera (flag) for %2 stoffa (cloth)</source>
        <translation>代理人 %1 花費 %2 stoffa（布料）插下一面 bandiera（旗幟）</translation>
    </message>
    <message>
        <source>Agent %1 attacked agent %2: hit, %3 stoffa (cloth) destroyed</source>
        <translation>代理人 %1 攻擊代理人 %2：命中，摧毀 %3 stoffa（布料）</translation>
    </message>
    <message>
        <source>Agent %1 attacked agent %2: missed</source>
        <translation>代理人 %1 攻擊代理人 %2：未命中</translation>
    </message>
    <message>
        <source>Agent %1 was ejected from the colonna di ricarica (charging column) at (%2, %3)</source>
        <translation>代理人 %1 從位於（%2, %3）的 colonna di ricarica（充電柱）彈出</translation>
    </message>
    <message>
        <source>Agent %1 switched off (si spegne)</source>
        <translation>代理人 %1 已關閉（si spegne）</translation>
    </message>
    <message>
        <source>Free (libera)</source>
        <translation>空格（libera）</translation>
    </message>
    <message>
        <source>Colonna di ricarica (charging column): +%1 energia (energy) per turn</source>
        <translation>Colonna di ricarica（充電柱）：每回合 +%1 energia（能量）</translation>
    </message>
    <message>
        <source>Unknown ground: the state does not say</source>
        <translation>未知地面：狀態中沒有記錄</translation>
    </message>
    <message>
        <source>This turn: %1</source>
        <translation>本回合：%1</translation>
    </message>
    <message>
        <source>Fog: agent %1 is switched off and sees nothing</source>
        <translation>迷霧：代理人 %1 已關閉，什麼也看不見</translation>
    </message>
    <message>
        <source>Fog: agent %1 sees this cell</source>
        <translation>迷霧：代理人 %1 看得見此格</translation>
    </message>
    <message>
        <source>Fog: agent %1 knows only that its bandiera (flag) is here</source>
        <translation>迷霧：代理人 %1 只知道此處有它的 bandiera（旗幟）</translation>
    </message>
    <message>
        <source>Fog: agent %1 does not see this cell</source>
        <translation>迷霧：代理人 %1 看不見此格</translation>
    </message>
    <message>
        <source>This frame has no Mosca Ceca board</source>
        <translation>此畫面沒有 Mosca Ceca 棋盤</translation>
    </message>
    <message>
        <source>No frame</source>
        <translation>沒有畫面</translation>
    </message>
    <message>
        <source>The engine could not read its state: %1</source>
        <translation>引擎無法讀取其狀態：%1</translation>
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
        <translation>spento（已關閉）</translation>
    </message>
    <message>
        <source>Turn %1 of %2</source>
        <translation>第 %1 / %2 回合</translation>
    </message>
    <message>
        <source>Turn %1 of %2, decision %3</source>
        <translation>第 %1 / %2 回合，第 %3 次決策</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>對局結束</translation>
    </message>
    <message>
        <source>Next to decide: agent %1</source>
        <translation>下一個決策：代理人 %1</translation>
    </message>
    <message>
        <source>Stoffa (cloth)</source>
        <translation>Stoffa（布料）</translation>
    </message>
    <message>
        <source>Fog: click an agent to see what it knows</source>
        <translation>迷霧：點選代理人以查看它知道什麼</translation>
    </message>
    <message>
        <source>Fog: agent %1 of %2 is switched off (si spegne) and knows nothing</source>
        <translation>迷霧：%2 的代理人 %1 已關閉（si spegne），一無所知</translation>
    </message>
    <message>
        <source>Fog: what agent %1 of %2 knows</source>
        <translation>迷霧：%2 的代理人 %1 所知道的</translation>
    </message>
    <message>
        <source>Its cell and the 8 around it (framed in white)</source>
        <translation>它的格子與周圍 8 格（白框）</translation>
    </message>
    <message>
        <source>Its player&apos;s bandiere (flags): %1, lightly veiled</source>
        <translation>其玩家的 bandiere（旗幟）：%1，淡色遮罩</translation>
    </message>
    <message>
        <source>Energia (energy) %1, stoffa (cloth) %2</source>
        <translation>Energia（能量）%1，stoffa（布料）%2</translation>
    </message>
    <message numerus="yes">
        <source>Territory of %1: %Ln cell(s)</source>
        <translation>
            <numerusform>%1 的領地：%Ln 格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln bandiera(e)</source>
        <translation>
            <numerusform>%1：%Ln 面 bandiere（旗幟）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nearest colonna di ricarica (charging column): %Ln move(s) away (dashed square)</source>
        <translation>
            <numerusform>最近的 colonna di ricarica（充電柱）：相距 %Ln 步（虛線方框）</numerusform>
        </translation>
    </message>
    <message>
        <source>An agent of %1</source>
        <translation>%1 的一個代理人</translation>
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
        <translation>代理人 %1 位於第 %2 列第 %3 欄：energia（能量）%4，stoffa（布料）%5。點選相鄰的格子可移動過去或攻擊其上的代理人，也可使用數字鍵盤（5 周圍的 1-9）、F、C、W。</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::NewMatchDialog</name>
    <message>
        <source>Action script…</source>
        <translation>動作腳本…</translation>
    </message>
    <message>
        <source>External command…</source>
        <translation>外部命令…</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>瀏覽…</translation>
    </message>
    <message>
        <source>Path of the action script</source>
        <translation>動作腳本的路徑</translation>
    </message>
    <message>
        <source>Command line, e.g. ./mybot --fast</source>
        <translation>命令列，例如 ./mybot --fast</translation>
    </message>
    <message>
        <source>Choose an Action Script</source>
        <translation>選擇動作腳本</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <source>No game selected.</source>
        <translation>未選擇遊戲。</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615.</source>
        <translation>種子必須是 0 到 18446744073709551615 之間的整數。</translation>
    </message>
    <message>
        <source>Continue from Turn %1</source>
        <translation>從第 %1 回合繼續</translation>
    </message>
    <message>
        <source>New Match</source>
        <translation>新增對局</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>遊戲：</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>種子：</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>玩家：</translation>
    </message>
    <message>
        <source>Players and bots</source>
        <translation>玩家與機器人</translation>
    </message>
    <message>
        <source>The same seed and the same bots give the same match.</source>
        <translation>相同的種子與相同的機器人會產生相同的對局。</translation>
    </message>
    <message>
        <source>My bot (from the editor)</source>
        <translation>我的機器人（來自編輯器）</translation>
    </message>
    <message>
        <source>Player %1 (my bot): %2</source>
        <translation>玩家 %1（我的機器人）：%2</translation>
    </message>
    <message>
        <source>No time limit for external bots (to attach a debugger)</source>
        <translation>外部機器人不限時（便於附加偵錯器）</translation>
    </message>
    <message>
        <source>External bots may take as long as they need; the replay is marked as not following the game&apos;s time limits.</source>
        <translation>外部機器人可以使用任意長的時間；重播會被標記為不符合遊戲的時間限制。</translation>
    </message>
    <message>
        <source>Choose a Bot Program</source>
        <translation>選擇機器人程式</translation>
    </message>
    <message>
        <source>Course player (AI….cc or .o)…</source>
        <translation>課程玩家（AI….cc 或 .o）…</translation>
    </message>
    <message>
        <source>Path of AIName.cc or of a course object AIName.o.Linux64</source>
        <translation>AIName.cc 或課程目的檔 AIName.o.Linux64 的路徑</translation>
    </message>
    <message>
        <source>Choose a Course Player</source>
        <translation>選擇課程玩家</translation>
    </message>
    <message>
        <source>Course players (AI*.cc AI*.cpp AI*.o AI*.o.*);;All files (*)</source>
        <translation>課程玩家 (AI*.cc AI*.cpp AI*.o AI*.o.*);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Parameters (%1, all by default)</source>
        <translation>參數（%1 個，皆為預設值）</translation>
    </message>
    <message>
        <source>Parameters (%1, %2 changed)</source>
        <translation>參數（%1 個，已變更 %2 個）</translation>
    </message>
    <message>
        <source>Show or hide the game&apos;s parameters</source>
        <translation>顯示或隱藏遊戲參數</translation>
    </message>
    <message>
        <source>&amp;Debug</source>
        <translation>偵錯(&amp;D)</translation>
    </message>
    <message>
        <source>Start the match with its first external bot under the debugger: the editor&apos;s breakpoints stop it in the turns they apply to; each bot&apos;s time limit counts only its own CPU time, so a stopped bot never runs out of time</source>
        <translation>在偵錯器下開始對局，偵錯第一個外部機器人：編輯器中的中斷點會在其適用的回合讓它停下；每個機器人的時間限制只計算它自己的 CPU 時間，因此停下的機器人永遠不會逾時</translation>
    </message>
    <message>
        <source>Continue the match with player %1&apos;s bot under the debugger: the editor&apos;s breakpoints stop it in the turns they apply to; each bot&apos;s time limit counts only its own CPU time, so a stopped bot never runs out of time</source>
        <translation>在偵錯器下繼續對局，偵錯玩家 %1 的機器人：編輯器中的中斷點會在其適用的回合讓它停下；每個機器人的時間限制只計算它自己的 CPU 時間，因此停下的機器人永遠不會逾時</translation>
    </message>
    <message>
        <source>My bot cannot play: %1</source>
        <translation>我的機器人無法對戰：%1</translation>
    </message>
    <message>
        <source>Building my bot…</source>
        <translation>正在建置我的機器人…</translation>
    </message>
    <message>
        <source>Building my bot… %1</source>
        <translation>正在建置我的機器人… %1</translation>
    </message>
    <message>
        <source>A game Kibitz does not build in: its referee runs as a program of its own and Kibitz keeps the bots (sandbox, time limits, Bot I/O, debugger, charts).</source>
        <translation>Kibitz 未內建的遊戲：其裁判程式作為獨立程式執行，機器人仍由 Kibitz 管理（沙箱、時間限制、機器人輸入/輸出、偵錯器、圖表）。</translation>
    </message>
    <message>
        <source>Profile this bot</source>
        <translation>分析此機器人</translation>
    </message>
    <message>
        <source>Record where this bot spends each turn (perf for a native bot, Kibitz&apos;s profiler for a Python one): the Profile panel shows it. Its times include the profiler&apos;s overhead.</source>
        <translation>記錄此機器人每個回合的時間花在哪裡（原生機器人用 perf，Python 機器人用 Kibitz 的效能分析器）：「效能分析」面板會顯示結果。它的時間包含效能分析器的額外負擔。</translation>
    </message>
    <message>
        <source>Me (play by hand)</source>
        <translation>我（手動下棋）</translation>
    </message>
    <message>
        <source>You choose this seat&apos;s moves on the board, without a time limit</source>
        <translation>由你在棋盤上為這個座位選擇走法，沒有時間限制</translation>
    </message>
    <message>
        <source>External game (its own referee)…</source>
        <translation>外部遊戲（自帶裁判程式）…</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::NoteDialog</name>
    <message>
        <source>Edit Note</source>
        <translation>編輯筆記</translation>
    </message>
    <message>
        <source>Add Note</source>
        <translation>新增筆記</translation>
    </message>
    <message>
        <source>Note on turn %1</source>
        <translation>第 %1 回合的筆記</translation>
    </message>
    <message>
        <source>&amp;Category:</source>
        <translation>類別(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Anchor:</source>
        <translation>錨點(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Pick on Board</source>
        <translation>在棋盤上選擇(&amp;P)</translation>
    </message>
    <message>
        <source>Click a thing on the board to attach the note to it</source>
        <translation>點選棋盤上的物件，將筆記附加到它上面</translation>
    </message>
    <message>
        <source>What happened on this turn?</source>
        <translation>這一回合發生了什麼事？</translation>
    </message>
    <message>
        <source>Write the note first: it is empty.</source>
        <translation>請先寫筆記：它是空的。</translation>
    </message>
    <message>
        <source>“%1” is not an anchor: anchors have no spaces (players[1], cell:3,4, unit:12).</source>
        <translation>「%1」不是錨點：錨點不含空格（players[1]、cell:3,4、unit:12）。</translation>
    </message>
    <message>
        <source>The note cannot be saved: its replay was closed or the note was deleted.</source>
        <translation>無法儲存筆記：它的重播已關閉，或筆記已被刪除。</translation>
    </message>
    <message>
        <source>whole turn</source>
        <translation>整個回合</translation>
    </message>
    <message>
        <source>Empty: the note is on the whole turn. Or type an anchor (players[1], cell:3,4, unit:12), or click “Pick on Board” and then the thing on the board.</source>
        <translation>留空：筆記針對整個回合。也可以輸入錨點（players[1]、cell:3,4、unit:12），或點選「在棋盤上選擇」，再點選棋盤上的物件。</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::NotesController</name>
    <message>
        <source>Add Note</source>
        <translation>新增筆記</translation>
    </message>
    <message>
        <source>Edit Note</source>
        <translation>編輯筆記</translation>
    </message>
    <message>
        <source>Delete Note</source>
        <translation>刪除筆記</translation>
    </message>
    <message>
        <source>Restore Unsaved Notes</source>
        <translation>還原未儲存的筆記</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::NotesModel</name>
    <message>
        <source>whole turn</source>
        <translation>整個回合</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>回合</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>類別</translation>
    </message>
    <message>
        <source>Anchor</source>
        <translation>錨點</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>筆記</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::NotesPanel</name>
    <message numerus="yes">
        <source>Kibitz found %n note(s) for this replay that were not saved (last change %1). Restore them?</source>
        <translation>
            <numerusform>Kibitz 發現此重播有 %n 則未儲存的筆記（最後變更於 %1）。要還原它們嗎？</numerusform>
        </translation>
    </message>
    <message>
        <source>Some notes of this file could not be read and were skipped:
%1</source>
        <translation>此檔案中的部分筆記無法讀取，已略過：
%1</translation>
    </message>
    <message>
        <source>Bot marks</source>
        <translation>機器人標記</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: malformed mark: %2</source>
        <translation>%1：標記格式錯誤：%2</translation>
    </message>
    <message numerus="yes">
        <source>Bot marks on turn %1 (%n mark(s))</source>
        <translation>
            <numerusform>第 %1 回合的機器人標記（%n 個標記）</numerusform>
        </translation>
    </message>
    <message>
        <source>(the bots drew nothing on this turn: see docs/bot-marks.md)</source>
        <translation>（機器人在此回合沒有繪製任何內容：請參閱 docs/bot-marks.md）</translation>
    </message>
    <message>
        <source>Unsaved notes</source>
        <translation>未儲存的筆記</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>還原(&amp;R)</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>捨棄</translation>
    </message>
    <message>
        <source>Filter notes…</source>
        <translation>篩選筆記…</translation>
    </message>
    <message>
        <source>All categories</source>
        <translation>所有類別</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::OrkIslandBoard</name>
    <message>
        <source>Ork trails</source>
        <translation>獸人足跡</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>網格</translation>
    </message>
    <message>
        <source>Round %1: captured by %2 (from %3), respawned at (%4, %5)</source>
        <translation>第 %1 輪：被 %2 捕獲（原屬 %3），在（%4, %5）重生</translation>
    </message>
    <message>
        <source>Round %1: died of exhaustion, respawned at (%2, %3)</source>
        <translation>第 %1 輪：因力竭而死，在 (%2, %3) 重生</translation>
    </message>
    <message>
        <source>unknown cell &apos;%1&apos;</source>
        <translation>未知格子「%1」</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>無人</translation>
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
            <numerusform>城市 %1（%n 個格子），擁有者：%2</numerusform>
        </translation>
    </message>
    <message>
        <source>Path %1 (city %2 to city %3), owner: %4</source>
        <translation>道路 %1（城市 %2 至城市 %3），擁有者：%4</translation>
    </message>
    <message>
        <source>This frame has no OrkIsland map</source>
        <translation>此畫面沒有 OrkIsland 地圖</translation>
    </message>
    <message>
        <source>No frame</source>
        <translation>無畫面</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>No deaths or captures so far</source>
        <translation>目前還沒有死亡或被捕獲</translation>
    </message>
    <message>
        <source>Animate moves</source>
        <translation>移動動畫</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::OrkIslandMoveInput</name>
    <message>
        <source>A round holds at most %1 commands.</source>
        <translation>一輪最多包含 %1 條命令。</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>復原</translation>
    </message>
    <message>
        <source>End round</source>
        <translation>結束本輪</translation>
    </message>
    <message>
        <source>Waiting for your turn.</source>
        <translation>正在等待你的回合。</translation>
    </message>
    <message>
        <source>ork %1 (health %2)</source>
        <translation>獸人 %1（生命值 %2）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message numerus="yes">
        <source>Round %1, %n command(s). Selected: %2. Click one of your orks (or N for the next one), then a neighbouring cell (or an arrow key); Return ends the round.</source>
        <translation>
            <numerusform>第 %1 輪，%n 條命令。已選：%2。點選你的一個獸人（或按 N 選下一個），再點選相鄰的格子（或按方向鍵）；Enter 結束本輪。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::PlayPanel</name>
    <message>
        <source>Play by Hand</source>
        <translation>手動下棋</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>認輸</translation>
    </message>
    <message>
        <source>Give up this seat for the rest of the match?</source>
        <translation>在本對局餘下的部分放棄這個座位嗎？</translation>
    </message>
    <message>
        <source>Give up the seat whose move it is: its moves fail from now on, like a bot that stopped answering</source>
        <translation>放棄目前輪到的座位：此後它的走法都算失敗，就像一個不再回覆的機器人</translation>
    </message>
    <message>
        <source>Stop and Save…</source>
        <translation>停止並儲存…</translation>
    </message>
    <message>
        <source>Stop the match and save it; to play on later, open it, go to its last turn and choose Debug &gt; Continue from This Turn</source>
        <translation>停止對局並儲存；以後要繼續下，開啟它，轉到最後一個回合，然後選擇「偵錯 &gt; 從此回合繼續」</translation>
    </message>
    <message>
        <source>Take Back</source>
        <translation>悔棋</translation>
    </message>
    <message>
        <source>Take back your last move: the match goes on from the turn before it</source>
        <translation>收回你的上一步：對局從那一步之前的回合繼續</translation>
    </message>
    <message>
        <source>Match stopped. To play on later: open the saved replay, go to its last turn and choose Debug &gt; Continue from This Turn (your seats stay yours).</source>
        <translation>對局已停止。以後要繼續下：開啟儲存的重播，轉到最後一個回合，然後選擇「偵錯 &gt; 從此回合繼續」（你的座位仍歸你）。</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>對局已結束。</translation>
    </message>
    <message>
        <source>Choose &quot;Me (play by hand)&quot; for a seat in File &gt; New Match to play it here.</source>
        <translation>在「檔案 &gt; 新增對局」中為某個座位選擇「我（手動下棋）」，即可在這裡下棋。</translation>
    </message>
    <message>
        <source>Waiting for the other players…</source>
        <translation>正在等待其他玩家…</translation>
    </message>
    <message>
        <source>Turn %1: your move, %2 (player %3).</source>
        <translation>第 %1 回合：輪到你了，%2（玩家 %3）。</translation>
    </message>
    <message>
        <source>Undo Move</source>
        <translation>撤銷這步</translation>
    </message>
    <message>
        <source>Take back the move you just sent while the other players have not all answered: you choose it again, nothing is played again</source>
        <translation>在其他玩家尚未全部回應之前，撤回剛送出的這步：重新選擇，不會重下任何一步</translation>
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
        <translation>效能分析</translation>
    </message>
    <message>
        <source>The replay does not say where %1 is defined (a bot built without -g, or a library&apos;s function).</source>
        <translation>重播中沒有記錄 %1 的定義位置（機器人編譯時未加 -g，或是程式庫中的函式）。</translation>
    </message>
    <message>
        <source>Cannot open %1 at line %2: there is no such file here.</source>
        <translation>無法在第 %2 行開啟 %1：這裡沒有這個檔案。</translation>
    </message>
    <message>
        <source>Profiling was refused: %1</source>
        <translation>效能分析被拒絕：%1</translation>
    </message>
    <message>
        <source>Open a replay or play a match: where a profiled bot spent each turn shows here.</source>
        <translation>開啟重播或進行一場對局：被分析的機器人每個回合的時間花在哪裡會顯示在這裡。</translation>
    </message>
    <message>
        <source>%1 at turn %2: %3 samples (about one per millisecond of its CPU time).</source>
        <translation>%1 在第 %2 回合：%3 個取樣（約每毫秒 CPU 時間一個）。</translation>
    </message>
    <message>
        <source>Compared with turn %1 (%2 samples): what grew most first, what shrank most last.</source>
        <translation>與第 %1 回合（%2 個取樣）比較：增加最多的在前，減少最多的在後。</translation>
    </message>
    <message>
        <source>Turn %1 has no profile of this bot to compare with.</source>
        <translation>第 %1 回合沒有此機器人的效能分析結果可供比較。</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>函式</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>總計</translation>
    </message>
    <message>
        <source>Total, turn %1</source>
        <translation>總計，第 %1 回合</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>變化</translation>
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
        <translation>定義位置</translation>
    </message>
    <message>
        <source>Self %</source>
        <translation>自身 %</translation>
    </message>
    <message>
        <source>Total %</source>
        <translation>總計 %</translation>
    </message>
    <message>
        <source>Bot:</source>
        <translation>機器人：</translation>
    </message>
    <message>
        <source>Compare with turn</source>
        <translation>與以下回合比較</translation>
    </message>
    <message>
        <source>Lists each function&apos;s samples in both turns: what grew most first</source>
        <translation>列出每個函式在兩個回合中的取樣：增加最多的在前</translation>
    </message>
    <message>
        <source>Double-click a function to open its source at its line</source>
        <translation>按兩下函式即可在其所在行開啟原始碼</translation>
    </message>
    <message>
        <source>The match is running: a profiled bot&apos;s profiles appear here when it ends.</source>
        <translation>對局正在進行：被分析的機器人的效能分析結果會在對局結束時顯示在這裡。</translation>
    </message>
    <message>
        <source>This match was not profiled. To see where a bot spends each turn, tick &quot;Profile this bot&quot; in New Match, or use &quot;Profile the Turn&quot; in the Re-run dialog; on the command line: kibitz-cli run --profile SEAT.</source>
        <translation>這場對局沒有進行效能分析。要查看機器人每個回合的時間花在哪裡，請在「新增對局」中勾選「分析此機器人」，或在重新執行對話框中使用「分析該回合」；命令列：kibitz-cli run --profile SEAT。</translation>
    </message>
    <message>
        <source>%1 does not play turn %2: no profile.</source>
        <translation>%1 不參與第 %2 回合：沒有效能分析結果。</translation>
    </message>
    <message>
        <source>No samples in turn %1: %2 replied before the profiler took one (it takes about one per millisecond of the bot&apos;s CPU time).</source>
        <translation>第 %1 回合沒有取樣：%2 在效能分析器取得取樣之前就已回覆（機器人每使用約一毫秒 CPU 時間取樣一次）。</translation>
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
        <translation>平均得分的 95% 區間</translation>
    </message>
    <message>
        <source>The 95% interval of the Elo rating</source>
        <translation>Elo 等級分的 95% 區間</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>機器人</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>對局</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>勝</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>和局</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>負</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>積分</translation>
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
        <translation>各對局回覆時間第 95 百分位數中的最大值（僅外部機器人）</translation>
    </message>
    <message>
        <source>Reply p95</source>
        <translation>回覆 p95</translation>
    </message>
    <message>
        <source>Slowest reply</source>
        <translation>最慢回覆</translation>
    </message>
    <message>
        <source>Timeouts</source>
        <translation>逾時</translation>
    </message>
    <message>
        <source>Peak memory</source>
        <translation>峰值記憶體</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::RatingChart</name>
    <message>
        <source>Matches</source>
        <translation>對局</translation>
    </message>
    <message>
        <source>Elo (95% interval shaded)</source>
        <translation>Elo（陰影為 95% 區間）</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::RecoveryDialog</name>
    <message>
        <source>Recover Unsaved Bots</source>
        <translation>復原未儲存的機器人</translation>
    </message>
    <message>
        <source>Kibitz did not close normally. These bot sources had unsaved changes. Checked ones reopen as modified tabs; unchecked ones are deleted.</source>
        <translation>Kibitz 未正常關閉。以下機器人原始碼有未儲存的變更。勾選的會以已修改的分頁重新開啟；未勾選的會被刪除。</translation>
    </message>
    <message>
        <source>never saved</source>
        <translation>從未儲存</translation>
    </message>
    <message>
        <source>%1 — %2 (autosaved %3)</source>
        <translation>%1 — %2（自動儲存於 %3）</translation>
    </message>
    <message>
        <source>Restore Checked</source>
        <translation>還原勾選的項目</translation>
    </message>
    <message>
        <source>Discard All</source>
        <translation>全部捨棄</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::ReplayDocument</name>
    <message>
        <source>Unsaved %1 match</source>
        <translation>未儲存的 %1 對局</translation>
    </message>
    <message>
        <source>%1 (imported)</source>
        <translation>%1（已匯入）</translation>
    </message>
    <message>
        <source>Fork of %1 from turn %2</source>
        <translation>%1 從第 %2 回合起的分支</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::RerunDialog</name>
    <message>
        <source>Feed a fresh copy of a seat&apos;s bot the match&apos;s inputs up to this turn, compare its replies, and attach a debugger</source>
        <translation>把本場對局到此回合為止的輸入交給某個座位機器人的一個新副本，比較它的回覆，並附加偵錯器</translation>
    </message>
    <message>
        <source>Player %1: %2</source>
        <translation>玩家 %1：%2</translation>
    </message>
    <message>
        <source>Starting %1 and feeding it the recorded inputs of turns 1 to %2…</source>
        <translation>正在啟動 %1，並向它傳送第 1 到 %2 回合記錄下的輸入…</translation>
    </message>
    <message>
        <source>The re-run stopped: %1</source>
        <translation>重新執行已停止：%1</translation>
    </message>
    <message>
        <source>Turn %1: the bot answers differently than in the match (it is not deterministic, or it changed since).</source>
        <translation>第 %1 回合：機器人的回答與對局中不同（它不是確定性的，或之後被修改過）。</translation>
    </message>
    <message>
        <source>In the match it answered:</source>
        <translation>對局中它的回答：</translation>
    </message>
    <message>
        <source>    (nothing)</source>
        <translation>    （無）</translation>
    </message>
    <message>
        <source>Now it fails: %1</source>
        <translation>現在它失敗了：%1</translation>
    </message>
    <message>
        <source>Now it answers:</source>
        <translation>現在它回答：</translation>
    </message>
    <message>
        <source>Turns 1 to %1: every reply as in the match (%2 compared).</source>
        <translation>第 1 到 %1 回合：每個回覆都與對局中相同（比較了 %2 個）。</translation>
    </message>
    <message>
        <source>The bot now waits for turn %1&apos;s input, with no time limit.</source>
        <translation>機器人現在等待第 %1 回合的輸入，沒有時間限制。</translation>
    </message>
    <message>
        <source>Turn %1 sent; waiting for the bot&apos;s answer (no time limit)…</source>
        <translation>已傳送第 %1 回合；正在等待機器人的回答（無時間限制）…</translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <translation>第 %1 回合：%2</translation>
    </message>
    <message>
        <source>Turn %1: the bot answers:</source>
        <translation>第 %1 回合：機器人回答：</translation>
    </message>
    <message>
        <source>stderr:
%1</source>
        <translation>stderr：
%1</translation>
    </message>
    <message>
        <source>Re-run a Bot up to a Turn</source>
        <translation>重新執行機器人到某一回合</translation>
    </message>
    <message>
        <source>A fresh copy of the bot gets the recorded inputs of the turns before the chosen one, and each of its replies is compared with the match&apos;s. Then it waits for the chosen turn with no time limit, so that a debugger can be attached first.</source>
        <translation>機器人的新副本會收到所選回合之前各回合的記錄輸入，它的每個回覆都與對局中的回覆比較。然後它無時間限制地等待所選回合，以便先附加偵錯器。</translation>
    </message>
    <message>
        <source>Seat:</source>
        <translation>座位：</translation>
    </message>
    <message>
        <source>Bot:</source>
        <translation>機器人：</translation>
    </message>
    <message>
        <source>An external bot: cmd:COMMAND or eda:FILE (a course player). The seat&apos;s bot as recorded by default.</source>
        <translation>外部機器人：cmd:命令 或 eda:檔案（課程玩家）。預設為記錄中該座位的機器人。</translation>
    </message>
    <message>
        <source>Stop at turn:</source>
        <translation>停在回合：</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>開始(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Play the Turn</source>
        <translation>進行此回合(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Continue the Match with This Bot…</source>
        <translation>用此機器人繼續對局(&amp;C)…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>複製</translation>
    </message>
    <message>
        <source>Open gdb in a Terminal</source>
        <translation>在終端機中開啟 gdb</translation>
    </message>
    <message>
        <source>Attach a debugger: %1</source>
        <translation>附加偵錯器：%1</translation>
    </message>
    <message>
        <source>(This system lets only root attach to a running process: use sudo, or allow it with &quot;echo 0 | sudo tee /proc/sys/kernel/yama/ptrace_scope&quot;.)</source>
        <translation>（此系統只允許 root 附加到正在執行的行程：請使用 sudo，或用 &quot;echo 0 | sudo tee /proc/sys/kernel/yama/ptrace_scope&quot; 允許。）</translation>
    </message>
    <message>
        <source>Turn %1: the input made again from the recorded state differs from the one the bot received in the match, at line %2 (the game&apos;s rules changed since, or the replay was edited).</source>
        <translation>第 %1 回合：根據記錄的狀態重新產生的輸入與機器人在對局中收到的輸入在第 %2 行不同（此後遊戲規則有變，或重播被編輯過）。</translation>
    </message>
    <message>
        <source>In the match it received:</source>
        <translation>對局中它收到的是：</translation>
    </message>
    <message>
        <source>    (the input ends before this line)</source>
        <translation>    （輸入在此行之前結束）</translation>
    </message>
    <message>
        <source>Now it receives:</source>
        <translation>現在它收到的是：</translation>
    </message>
    <message>
        <source>The bot runs in the sandbox, and its process cannot be found from outside it: gdb needs the sandbox off. Turn off Tools &gt; Sandbox Untrusted Bots and start again.</source>
        <translation>機器人在沙箱中執行，從沙箱外找不到它的行程：使用 gdb 需要關閉沙箱。請關閉「工具 &gt; 沙箱執行不受信任的機器人」，然後重新開始。</translation>
    </message>
    <message>
        <source>(The bot runs in the sandbox: this is its process ID outside the sandbox, not bubblewrap&apos;s.)</source>
        <translation>（機器人在沙箱中執行：這是它在沙箱外的行程 ID，而不是 bubblewrap 的。）</translation>
    </message>
    <message>
        <source>Run the Recorded Bot?</source>
        <translation>執行紀錄中的機器人？</translation>
    </message>
    <message>
        <source>The replay records this bot for seat %1, and re-running starts it:

%2

A replay can come from anyone. Start it only if you trust it; %3</source>
        <translation>重播為座位 %1 記錄了這個機器人，重新執行會啟動它：

%2

重播可能來自任何人。只有在你信任它時才啟動；%3</translation>
    </message>
    <message>
        <source>it runs in the sandbox.</source>
        <translation>它將在沙箱中執行。</translation>
    </message>
    <message>
        <source>Tools &gt; Sandbox Untrusted Bots runs it in the sandbox.</source>
        <translation>「工具 &gt; 沙箱執行不受信任的機器人」可讓它在沙箱中執行。</translation>
    </message>
    <message>
        <source>Re-run a &amp;Bot up to This Turn…</source>
        <translation>重新執行機器人到此回合(&amp;B)…</translation>
    </message>
    <message>
        <source>This is the reply the match recorded.</source>
        <translation>與對局中記錄的回覆相同。</translation>
    </message>
    <message>
        <source>The match recorded a different reply:</source>
        <translation>對局中記錄的是另一個回覆：</translation>
    </message>
    <message>
        <source>No breakpoint is set in the editor (click its gutter or press F9 on a line): the bot runs through the turn unless it faults.</source>
        <translation>編輯器中沒有設定中斷點（點選邊欄或在某行按 F9）：除非出錯，機器人將執行完整個回合。</translation>
    </message>
    <message numerus="yes">
        <source>Turn %1 sent under the debugger, with %n breakpoint(s) armed for this turn only…</source>
        <translation>
            <numerusform>第 %1 回合已在偵錯器下傳送，僅本回合啟用 %n 個中斷點…</numerusform>
        </translation>
    </message>
    <message>
        <source>The debugger stopped: %1</source>
        <translation>偵錯器已停止：%1</translation>
    </message>
    <message>
        <source>The bot</source>
        <translation>機器人</translation>
    </message>
    <message>
        <source>&amp;Debug the Turn</source>
        <translation>偵錯此回合(&amp;D)</translation>
    </message>
    <message>
        <source>Play the turn under the debugger: the breakpoints set in the editor&apos;s gutter are armed for this turn only, and the Bot Debugger dock shows where the bot stops</source>
        <translation>在偵錯器下進行此回合：編輯器邊欄中設定的中斷點僅在本回合啟用，「機器人偵錯器」面板顯示機器人停在何處</translation>
    </message>
    <message>
        <source>The build for debugging failed; the bot&apos;s own build runs instead: %1</source>
        <translation>偵錯建置失敗；改為執行機器人的一般建置：%1</translation>
    </message>
    <message>
        <source>Built for debugging (-O0 -g): %1</source>
        <translation>已為偵錯建置（-O0 -g）：%1</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved (nor built): the bot runs the file as it is on disk, so its lines may not be the ones the breakpoints are on.</source>
        <translation>%1 有未儲存（也未建置）的變更：機器人執行的是磁碟上的檔案，因此其行可能與中斷點所在的行不一致。</translation>
    </message>
    <message>
        <source>The breakpoint at %1 will not stop: the bot has no code there, or no debug information for that file.</source>
        <translation>%1 處的中斷點不會停下：機器人在那裡沒有程式碼，或者該檔案沒有偵錯資訊。</translation>
    </message>
    <message>
        <source>The breakpoint at %1 stops at line %2, the next line with code.</source>
        <translation>%1 處的中斷點停在第 %2 行，即下一個有程式碼的行。</translation>
    </message>
    <message numerus="yes">
        <source>None of the editor&apos;s %n breakpoint(s) stops in turn %1 (their turns are set in the gutter&apos;s context menu): the bot runs through it unless it faults.</source>
        <translation>
            <numerusform>編輯器中的 %n 個中斷點都不在第 %1 回合停下（回合在邊欄的右鍵選單中設定）：除非出錯，機器人將執行完這個回合。</numerusform>
        </translation>
    </message>
    <message>
        <source>the match</source>
        <translation>對局</translation>
    </message>
    <message>
        <source>the re-run of player %1</source>
        <translation>玩家 %1 的重新執行</translation>
    </message>
    <message>
        <source>Building the bot for debugging (-O0 -g) if it needs a build…</source>
        <translation>如有需要，正在為偵錯建置機器人（-O0 -g）…</translation>
    </message>
    <message>
        <source>P&amp;rofile the Turn…</source>
        <translation>分析該回合(&amp;R)…</translation>
    </message>
    <message>
        <source>Play the match on from the turn before this one with the bot profiled, in a new window: its Profile panel shows where the bot spent each turn</source>
        <translation>在新視窗中從此回合的前一回合繼續對局，並對機器人進行效能分析：其「效能分析」面板會顯示機器人每個回合的時間花在哪裡</translation>
    </message>
    <message>
        <source>Compare Replies with the Match…</source>
        <translation>與對局比較回覆…</translation>
    </message>
    <message>
        <source>Open the Compare window on the match and on the match as the re-run played it: each turn where the bot answers otherwise is marked on the timeline</source>
        <translation>在「比較重播」視窗中開啟對局及重新執行所下的對局：機器人回答不同的每個回合都會在時間軸上標出</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::ResultWords</name>
    <message>
        <source>wins</source>
        <extracomment>A seat&apos;s result in a match: it won.</extracomment>
        <translation>勝</translation>
    </message>
    <message>
        <source>shares the win</source>
        <extracomment>A seat&apos;s result in a match of three or more seats: it won together with others.</extracomment>
        <translation>並列獲勝</translation>
    </message>
    <message>
        <source>draw</source>
        <extracomment>A seat&apos;s result in a match: every seat ended level.</extracomment>
        <translation>和局</translation>
    </message>
    <message>
        <source>loses</source>
        <extracomment>A seat&apos;s result in a match: it lost.</extracomment>
        <translation>負</translation>
    </message>
    <message>
        <source>disqualified</source>
        <extracomment>A seat&apos;s result: its bot&apos;s reply broke the rules, which ended its game.</extracomment>
        <translation>被取消資格</translation>
    </message>
    <message>
        <source>crashed</source>
        <extracomment>A seat&apos;s result: its bot&apos;s process died, which ended its game.</extracomment>
        <translation>當機</translation>
    </message>
    <message>
        <source>timed out</source>
        <extracomment>A seat&apos;s result: its bot did not answer in time, which ended its game.</extracomment>
        <translation>逾時</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>A seat of a match that has no name.</extracomment>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <extracomment>The result of a match: %1 is the winner&apos;s name.</extracomment>
        <translation>%1 獲勝</translation>
    </message>
    <message>
        <source>%1 share the win</source>
        <extracomment>The result of a match of three or more seats: %1 lists the winners&apos; names.</extracomment>
        <translation>%1 並列獲勝</translation>
    </message>
    <message>
        <source>Draw</source>
        <extracomment>The result of a match where every seat ended level.</extracomment>
        <translation>和局</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>The result of a match and its score: &quot;alice wins, 20–15&quot;.</extracomment>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1 crashed</source>
        <extracomment>In a match&apos;s result: the bot of seat %1 died, which ended its game.</extracomment>
        <translation>%1 當機</translation>
    </message>
    <message>
        <source>%1 timed out</source>
        <extracomment>In a match&apos;s result: the bot of seat %1 did not answer in time, which ended its game.</extracomment>
        <translation>%1 逾時</translation>
    </message>
    <message>
        <source>%1 was disqualified</source>
        <extracomment>In a match&apos;s result: the reply of seat %1 broke the rules, which ended its game.</extracomment>
        <translation>%1 被取消資格</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::RulesHelpWindow</name>
    <message>
        <source>Rules of %1</source>
        <translation>%1 規則</translation>
    </message>
    <message>
        <source>&amp;Rules of This Game</source>
        <translation>本遊戲規則(&amp;R)</translation>
    </message>
    <message>
        <source>The rules of the open replay&apos;s game, written for a player</source>
        <translation>目前開啟的重播所屬遊戲的規則，為玩家撰寫</translation>
    </message>
    <message>
        <source>Rules &amp;of</source>
        <translation>遊戲規則(&amp;O)</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::Sandbox</name>
    <message>
        <source>Sandbox on, but it cannot be set up here, so external bots will not start: %1</source>
        <translation>沙箱已開啟，但此處無法建立，因此外部機器人不會啟動：%1</translation>
    </message>
    <message>
        <source>Sandbox on: external bots run without network, without your files and with capped processes and memory (Tools &gt; Sandbox Untrusted Bots).</source>
        <translation>沙箱已開啟：外部機器人在無網路、無法存取你的檔案、行程數與記憶體受限的環境中執行（工具 &gt; 沙箱執行不受信任的機器人）。</translation>
    </message>
    <message>
        <source>&amp;Sandbox Untrusted Bots</source>
        <translation>沙箱執行不受信任的機器人(&amp;S)</translation>
    </message>
    <message>
        <source>Run external bots in a sandbox: read-only system, no network, no access to your files, capped processes and memory (bubblewrap)</source>
        <translation>在沙箱中執行外部機器人：系統唯讀、無網路、無法存取你的檔案、行程數與記憶體受限（bubblewrap）</translation>
    </message>
    <message>
        <source>The sandbox cannot be set up on this machine: %1

While the setting is on, external bots do not start.</source>
        <translation>無法在這台機器上建立沙箱：%1

此設定開啟期間，外部機器人不會啟動。</translation>
    </message>
    <message>
        <source>Sandbox Untrusted Bots</source>
        <translation>沙箱執行不受信任的機器人</translation>
    </message>
    <message>
        <source>External bots now run in the sandbox.</source>
        <translation>外部機器人現在在沙箱中執行。</translation>
    </message>
    <message>
        <source>External bots now run without the sandbox.</source>
        <translation>外部機器人現在不在沙箱中執行。</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::SlowReplies</name>
    <message>
        <source>Slow reply: %1 took %2 ms of %3 ms (%4%)</source>
        <extracomment>A timeline tooltip: a bot&apos;s reply close to its time limit.</extracomment>
        <translation>回覆過慢：%1 用了 %2 毫秒（上限 %3 毫秒，%4%）</translation>
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
        <translation>回覆（毫秒）</translation>
    </message>
    <message>
        <source>CPU (ms)</source>
        <translation>CPU（毫秒）</translation>
    </message>
    <message>
        <source>Of the limit</source>
        <translation>佔上限</translation>
    </message>
    <message>
        <source>Click a turn to go there</source>
        <translation>點選某個回合即可跳到該回合</translation>
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
        <translation>僅第 %1 回合</translation>
    </message>
    <message>
        <source>From turn %1</source>
        <translation>從第 %1 回合起</translation>
    </message>
    <message>
        <source>When %1</source>
        <translation>當 %1 時</translation>
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
        <translation>條件</translation>
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
        <translation>錯誤：%1</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>附註：%1</translation>
    </message>
    <message>
        <source>Go to Definition</source>
        <translation>前往定義</translation>
    </message>
    <message>
        <source>Find References in This File</source>
        <translation>在此檔案中尋找參考</translation>
    </message>
    <message>
        <source>Format Document</source>
        <translation>格式化文件</translation>
    </message>
    <message>
        <source>Toggle Breakpoint</source>
        <translation>切換中斷點</translation>
    </message>
    <message>
        <source>Breakpoint at Line %1</source>
        <translation>第 %1 行的中斷點</translation>
    </message>
    <message>
        <source>Stop only in turn:</source>
        <translation>僅在以下回合停下：</translation>
    </message>
    <message>
        <source>Stop from turn:</source>
        <translation>從以下回合起停下：</translation>
    </message>
    <message>
        <source>Breakpoint Stops In</source>
        <translation>中斷點停在</translation>
    </message>
    <message>
        <source>Every Turn</source>
        <translation>每個回合</translation>
    </message>
    <message>
        <source>Only Turn…</source>
        <translation>僅某回合…</translation>
    </message>
    <message>
        <source>From Turn…</source>
        <translation>從某回合起…</translation>
    </message>
    <message>
        <source>When a Match Condition Holds…</source>
        <translation>當對局條件成立時…</translation>
    </message>
    <message>
        <source>Stop in the turns where this match breakpoint condition (JavaScript on the state the bot answers, as in the Breakpoints panel) holds:</source>
        <translation>在這個對局中斷點條件成立的回合停下（對機器人所回應狀態的 JavaScript，與「中斷點」面板相同）：</translation>
    </message>
    <message>
        <source>Breakpoint Condition…</source>
        <translation>中斷點條件…</translation>
    </message>
    <message>
        <source>Stop only when this expression, in the bot&apos;s language, is true (empty: always):</source>
        <translation>僅當這個以機器人語言寫的運算式為真時停下（留空：總是停下）：</translation>
    </message>
    <message>
        <source>Disable Breakpoint</source>
        <translation>停用中斷點</translation>
    </message>
    <message>
        <source>Enable Breakpoint</source>
        <translation>啟用中斷點</translation>
    </message>
    <message>
        <source>Quick Fix…</source>
        <translation>快速修正…</translation>
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
        <translation>名稱</translation>
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
        <translation>無法讀取範本 %1：%2</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::TemplateDialog</name>
    <message>
        <source>New Bot from Template</source>
        <translation>從範本新增機器人</translation>
    </message>
    <message>
        <source>This build has no bot templates.</source>
        <translation>此版本沒有機器人範本。</translation>
    </message>
    <message>
        <source>A starter bot that plays legal moves. It opens as a new, unsaved source.</source>
        <translation>一個只做出合法動作的入門機器人。它會以新的未儲存原始檔開啟。</translation>
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
        <translation>未送出：%1</translation>
    </message>
    <message>
        <source>Type your reply as your bot would print it, one line per line (Ctrl+Return sends it).</source>
        <translation>按你的機器人會輸出的樣子輸入回覆，每行一行（Ctrl+Enter 送出）。</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>送出</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::TextSearch</name>
    <message>
        <source>Invalid regular expression at %1: %2</source>
        <translation>位置 %1 的正規表示式無效：%2</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::TimelinePanel</name>
    <message>
        <source>No match</source>
        <translation>無對局</translation>
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
        <translation>播放速度（1× 為原版檢視器的速度）</translation>
    </message>
    <message>
        <source>Decision %1 / %2</source>
        <translation>第 %1 / %2 次決策</translation>
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
            <numerusform>此回合附近有 %n 個事件</numerusform>
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
        <translation>裁判程式：%1</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::WatchInBrowserFeature</name>
    <message>
        <source>Watch in &amp;Browser</source>
        <translation>在瀏覽器中觀看(&amp;B)</translation>
    </message>
    <message>
        <source>Follow this match in a web browser as it is played (served on this computer only)</source>
        <translation>在網頁瀏覽器中即時跟看這局對局（僅在本機提供）</translation>
    </message>
    <message>
        <source>There is no match to watch.</source>
        <translation>沒有可觀看的對局。</translation>
    </message>
    <message>
        <source>Cannot watch in the browser</source>
        <translation>無法在瀏覽器中觀看</translation>
    </message>
    <message>
        <source>Watching in the browser at %1</source>
        <translation>正在瀏覽器中觀看：%1</translation>
    </message>
    <message>
        <source>Watch in Browser</source>
        <translation>在瀏覽器中觀看</translation>
    </message>
    <message>
        <source>This match is served to browsers on this computer at this address, until another replay is opened or Kibitz is closed:</source>
        <translation>在開啟另一個重播或關閉 Kibitz 之前，本機的瀏覽器可透過此網址觀看這局對局：</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>複製(&amp;C)</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::WebExport</name>
    <message>
        <source>Export as Web Page</source>
        <translation>匯出為網頁</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>網頁 (*.html)</translation>
    </message>
    <message>
        <source>Cannot export the web page</source>
        <translation>無法匯出網頁</translation>
    </message>
    <message>
        <source>The page could not be written:
%1</source>
        <translation>無法寫入網頁：
%1</translation>
    </message>
    <message>
        <source>Wrote the web page %1 (%2 KB)</source>
        <translation>已寫入網頁 %1（%2 KB）</translation>
    </message>
    <message>
        <source>&amp;Web Page…</source>
        <translation>網頁(&amp;W)…</translation>
    </message>
    <message>
        <source>One HTML file that replays this match in any browser, offline</source>
        <translation>一個 HTML 檔案，可在任何瀏覽器中離線重播這場對局</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>匯出(&amp;E)</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::WebExportDialog</name>
    <message>
        <source>Export as Web Page</source>
        <translation>匯出為網頁</translation>
    </message>
    <message>
        <source>Include each bot&apos;s input, output and stderr (a larger page)</source>
        <translation>包含每個機器人的輸入、輸出和標準錯誤輸出（頁面更大）</translation>
    </message>
    <message>
        <source>Language of the page:</source>
        <translation>網頁語言：</translation>
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
            <numerusform>%1 對 %2：%n 場對局中 %3 勝 %4 和 %5 負</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s score rate against each bot</source>
        <translation>%1 對每個機器人的得分率</translation>
    </message>
    <message>
        <source>The score rate of each bot against %1</source>
        <translation>每個機器人對 %1 的得分率</translation>
    </message>
</context>
<context>
    <name>Kibitz::Debugger::NotesReport</name>
    <message>
        <source>Match report: %1</source>
        <translation>對局報告：%1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>%1 (rules %2)</source>
        <translation>%1（規則 %2）</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>種子</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>回合數</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>%1 (not finished)</source>
        <translation>%1（未結束）</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>筆記</translation>
    </message>
    <message>
        <source>%1. Turn %2 — %3</source>
        <translation>%1. 第 %2 回合 — %3</translation>
    </message>
    <message>
        <source>%1 — at %2</source>
        <translation>%1 — 位於 %2</translation>
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
        <translation>%1 回覆：%2</translation>
    </message>
    <message>
        <source>%1 marked: %2</source>
        <translation>%1 標記了：%2</translation>
    </message>
    <message>
        <source>(no events and no replies on this turn)</source>
        <translation>（此回合沒有事件，也沒有回覆）</translation>
    </message>
    <message>
        <source>No notes.</source>
        <translation>沒有筆記。</translation>
    </message>
    <message>
        <source>Board at turn %1</source>
        <translation>第 %1 回合的棋盤</translation>
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
        <translation>程式錯誤</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>敗著</translation>
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
        <translation>%1：perf 未能及時停止，其取樣資料已遺失。</translation>
    </message>
    <message>
        <source>%1: perf&apos;s samples were too many or too slow to read; the last turns have none.</source>
        <translation>%1：perf 的取樣過多或讀取過慢，最後幾個回合沒有取樣。</translation>
    </message>
    <message>
        <source>The kernel does not let a user profile its own programs (kernel.perf_event_paranoid is %1; profiling needs 2 or less). Run: sudo sysctl kernel.perf_event_paranoid=2</source>
        <translation>核心不允許使用者對自己的程式進行效能分析（kernel.perf_event_paranoid 為 %1，效能分析需要 2 或更低）。請執行：sudo sysctl kernel.perf_event_paranoid=2</translation>
    </message>
    <message>
        <source>Profiling a bot needs perf, which is not on PATH. Install it (Debian: apt install linux-perf; Ubuntu: apt install linux-tools-generic; Fedora: dnf install perf).</source>
        <translation>對機器人進行效能分析需要 perf，但 PATH 中找不到它。請安裝（Debian：apt install linux-perf；Ubuntu：apt install linux-tools-generic；Fedora：dnf install perf）。</translation>
    </message>
    <message>
        <source>perf could not attach to the bot (process %1): %2. perf attaches only to processes of your own user, and only as far as the kernel allows (kernel.perf_event_paranoid, Yama&apos;s kernel.yama.ptrace_scope).</source>
        <translation>perf 無法附加到機器人（行程 %1）：%2。perf 只能附加到你自己使用者的行程，並且受核心設定限制（kernel.perf_event_paranoid、Yama 的 kernel.yama.ptrace_scope）。</translation>
    </message>
    <message>
        <source>it gave no reason</source>
        <translation>未提供原因</translation>
    </message>
    <message>
        <source>%1: %2 of %3 samples have no function name: the program has no symbols. Build it with -g (and -fno-omit-frame-pointer) and do not strip it.</source>
        <translation>%1：%3 個取樣中有 %2 個沒有函式名稱：該程式沒有符號。請用 -g（以及 -fno-omit-frame-pointer）編譯，並且不要 strip。</translation>
    </message>
    <message>
        <source>%1: the Python profiler wrote no samples.</source>
        <translation>%1：Python 效能分析器沒有寫出任何取樣。</translation>
    </message>
    <message>
        <source>%1: the Python profile is larger than %2 MiB; the last turns have none.</source>
        <translation>%1：Python 效能分析資料超過 %2 MiB，最後幾個回合沒有資料。</translation>
    </message>
    <message>
        <source>%1: %2 lines of the Python profile were malformed and skipped.</source>
        <translation>%1：Python 效能分析資料中有 %2 行格式錯誤，已略過。</translation>
    </message>
</context>
<context>
    <name>QsciScintilla</name>
    <message>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>剪下(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>複製(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>貼上(&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>刪除</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>全選</translation>
    </message>
</context>
</TS>
