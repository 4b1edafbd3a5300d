<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>DominoesHumanGame</name>
    <message>
        <source>This build of Kibitz has no dominoes game.</source>
        <translation>Questa build di Kibitz non include il gioco del domino.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
</context>
<context>
    <name>DominoesPlay</name>
    <message>
        <source>Play &amp;Dominoes…</source>
        <translation>Gioca a &amp;Domino…</translation>
    </message>
    <message>
        <source>Play a game of morgan2 dominoes yourself; it opens here as a replay when it ends</source>
        <translation>Gioca tu stesso una partita a domino morgan2; al termine si apre qui come replay</translation>
    </message>
    <message>
        <source>A match is running: stop it, then open your game with &quot;Open in the main window&quot;.</source>
        <translation>È in corso una partita: fermala, poi apri la tua partita con «Apri nella finestra principale».</translation>
    </message>
    <message>
        <source>The open replay has unsaved changes: your game was not opened.</source>
        <translation>Il replay aperto ha modifiche non salvate: la tua partita non è stata aperta.</translation>
    </message>
    <message>
        <source>Your dominoes game (seed %1) is open: step it, chart it, or run a bot on the same seed.</source>
        <translation>La tua partita a domino (seme %1) è aperta: scorrila, visualizzane i grafici o esegui un bot sullo stesso seme.</translation>
    </message>
</context>
<context>
    <name>GameTerms</name>
    <message>
        <source>Agent switched off [si spegne]</source>
        <translation>Agente spento</translation>
    </message>
    <message>
        <source>Agents switched on</source>
        <translation>Agenti accesi</translation>
    </message>
    <message>
        <source>Army bought</source>
        <translation>Esercito acquistato</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attacco</translation>
    </message>
    <message>
        <source>Attack [attacco]</source>
        <translation>Attacco</translation>
    </message>
    <message>
        <source>Attacks made</source>
        <translation>Attacchi effettuati</translation>
    </message>
    <message>
        <source>Attacks that hit</source>
        <translation>Attacchi andati a segno</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Battaglia</translation>
    </message>
    <message>
        <source>Battle end</source>
        <translation>Fine della battaglia</translation>
    </message>
    <message>
        <source>Battle score so far (kill credits)</source>
        <translation>Punteggio della battaglia finora (crediti per uccisioni)</translation>
    </message>
    <message>
        <source>Battle start</source>
        <translation>Inizio della battaglia</translation>
    </message>
    <message>
        <source>Bot crashed</source>
        <translation>Bot andato in crash</translation>
    </message>
    <message>
        <source>Bot disconnected</source>
        <translation>Bot disconnesso</translation>
    </message>
    <message>
        <source>Bot error</source>
        <translation>Errore del bot</translation>
    </message>
    <message>
        <source>Bot errors</source>
        <translation>Errori del bot</translation>
    </message>
    <message>
        <source>Budget of the battle</source>
        <translation>Budget della battaglia</translation>
    </message>
    <message>
        <source>CPU budget of the battle</source>
        <translation>Budget della CPU nella battaglia</translation>
    </message>
    <message>
        <source>CPU score (50% of Player units killed, shown only)</source>
        <translation>Punteggio della CPU (50% delle unità del giocatore uccise, solo visualizzato)</translation>
    </message>
    <message>
        <source>CPU total HP</source>
        <translation>PV totali della CPU</translation>
    </message>
    <message>
        <source>CPU units alive</source>
        <translation>Unità della CPU in vita</translation>
    </message>
    <message>
        <source>CPU value alive</source>
        <translation>Valore delle unità in vita della CPU</translation>
    </message>
    <message>
        <source>CPU value lost</source>
        <translation>Valore perso dalla CPU</translation>
    </message>
    <message>
        <source>Campaign end</source>
        <translation>Fine della campagna</translation>
    </message>
    <message>
        <source>Cities owned</source>
        <translation>Città possedute</translation>
    </message>
    <message>
        <source>City changed owner</source>
        <translation>Città passata di mano</translation>
    </message>
    <message>
        <source>Cloth carried [stoffa]</source>
        <translation>Unità di stoffa trasportate</translation>
    </message>
    <message>
        <source>Cloth cell exhausted</source>
        <translation>Casella di stoffa esaurita</translation>
    </message>
    <message>
        <source>Cloth destroyed by its attacks</source>
        <translation>Unità di stoffa distrutte dai suoi attacchi</translation>
    </message>
    <message>
        <source>Cloth lost to attacks</source>
        <translation>Unità di stoffa perse negli attacchi</translation>
    </message>
    <message>
        <source>Collision</source>
        <translation>Collisione</translation>
    </message>
    <message>
        <source>Counter-attack</source>
        <translation>Contrattacco</translation>
    </message>
    <message>
        <source>Deactivated</source>
        <translation>Disattivato</translation>
    </message>
    <message>
        <source>Dead cell</source>
        <translation>Casella morta</translation>
    </message>
    <message>
        <source>Dead cells</source>
        <translation>Caselle morte</translation>
    </message>
    <message>
        <source>Doping</source>
        <translation>Doping</translation>
    </message>
    <message>
        <source>Drug</source>
        <translation>Sostanza dopante</translation>
    </message>
    <message>
        <source>Early end of turn</source>
        <translation>Fine anticipata del turno</translation>
    </message>
    <message>
        <source>Ejection from a charging column</source>
        <translation>Espulsione da una colonna di ricarica</translation>
    </message>
    <message>
        <source>Ejection impossible</source>
        <translation>Espulsione impossibile</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energia</translation>
    </message>
    <message>
        <source>Energy [energia]</source>
        <translation>Energia</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Errore</translation>
    </message>
    <message>
        <source>Fight</source>
        <translation>Combattimento</translation>
    </message>
    <message>
        <source>Final score D = S*F/64</source>
        <translation>Punteggio finale D = S*F/64</translation>
    </message>
    <message>
        <source>Flag planted [bandiera piantata]</source>
        <translation>Bandiera piantata</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>Kill</source>
        <translation>Uccisione</translation>
    </message>
    <message>
        <source>Lead change</source>
        <translation>Cambio al comando</translation>
    </message>
    <message>
        <source>Match end [fine partita]</source>
        <translation>Fine partita</translation>
    </message>
    <message>
        <source>Money left after the army purchase</source>
        <translation>Denaro rimasto dopo l&apos;acquisto dell&apos;esercito</translation>
    </message>
    <message>
        <source>Off the piste</source>
        <translation>Fuori pedana</translation>
    </message>
    <message>
        <source>Ork died</source>
        <translation>Ork morto</translation>
    </message>
    <message>
        <source>Orks</source>
        <translation>Ork</translation>
    </message>
    <message>
        <source>Out of energy</source>
        <translation>Energia esaurita</translation>
    </message>
    <message>
        <source>Over 1000 commands</source>
        <translation>Oltre 1000 comandi</translation>
    </message>
    <message>
        <source>Parry</source>
        <translation>Parata</translation>
    </message>
    <message>
        <source>Path changed owner</source>
        <translation>Sentiero passato di mano</translation>
    </message>
    <message>
        <source>Paths owned</source>
        <translation>Sentieri posseduti</translation>
    </message>
    <message>
        <source>Pending dominoes</source>
        <translation>Tessere in attesa</translation>
    </message>
    <message>
        <source>Placed F</source>
        <translation>Piazzate F</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Piazzamento</translation>
    </message>
    <message>
        <source>Player dead</source>
        <translation>Giocatore morto</translation>
    </message>
    <message>
        <source>Player total HP</source>
        <translation>PV totali del giocatore</translation>
    </message>
    <message>
        <source>Player units alive</source>
        <translation>Unità del giocatore in vita</translation>
    </message>
    <message>
        <source>Player value alive</source>
        <translation>Valore delle unità in vita del giocatore</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <source>Respawn</source>
        <translation>Rinascita</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Rivelazione</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Score of the last finished battle</source>
        <translation>Punteggio dell&apos;ultima battaglia conclusa</translation>
    </message>
    <message>
        <source>Spell</source>
        <translation>Incantesimo</translation>
    </message>
    <message>
        <source>Territory [territorio] (flags)</source>
        <translation>Territorio (bandiere)</translation>
    </message>
    <message>
        <source>Total S</source>
        <translation>Totale S</translation>
    </message>
    <message>
        <source>Total health</source>
        <translation>Salute totale</translation>
    </message>
    <message>
        <source>Total score (finished battles + current kill credits)</source>
        <translation>Punteggio totale (battaglie concluse + crediti per uccisioni attuali)</translation>
    </message>
    <message>
        <source>Touch</source>
        <translation>Stoccata</translation>
    </message>
    <message>
        <source>Openfind 2012: buy an army, then fight the CPU&apos;s army on a 10x7 map, 10 battles in a row</source>
        <translation>Openfind 2012: compra un esercito, poi affronta l&apos;esercito della CPU su una mappa 10x7, per 10 battaglie di fila</translation>
    </message>
    <message>
        <source>optional scenario file (walls and fixed CPU armies per battle, spec §5.9); empty: none</source>
        <translation>file di scenario facoltativo (muri ed eserciti fissi della CPU per battaglia, spec §5.9); vuoto: nessuno</translation>
    </message>
    <message>
        <source>buys random units in random slots, then plays random legal commands</source>
        <translation>compra unità a caso in posizioni a caso, poi gioca comandi legali a caso</translation>
    </message>
    <message>
        <source>Solo puzzle: reveal 64 two-colour dominoes and place them on an 8x8 grid, matching every neighbour</source>
        <translation>Solitario: scopri 64 tessere bicolori e posale su una griglia 8x8 in modo che combacino con ogni vicina</translation>
    </message>
    <message>
        <source>time limit per decision, in milliseconds</source>
        <translation>tempo massimo per decisione, in millisecondi</translation>
    </message>
    <message>
        <source>a uniformly random legal reveal or placement</source>
        <translation>una rivelazione o un piazzamento legale scelto a caso in modo uniforme</translation>
    </message>
    <message>
        <source>places where the score gain is highest; reveals only when nothing fits</source>
        <translation>piazza dove il guadagno di punteggio è massimo; rivela solo quando nulla si adatta</translation>
    </message>
    <message>
        <source>search: keeps the stack short and avoids placements that kill cells (dead corners)</source>
        <translation>ricerca: tiene corta la pila ed evita i piazzamenti che rendono morte delle caselle (angoli morti)</translation>
    </message>
    <message>
        <source>Two fencers on a 0..500 piste, simultaneous actions, first to 20 with a lead</source>
        <translation>Due schermidori su una pedana 0..500, azioni simultanee, vince il primo a 20 con un vantaggio</translation>
    </message>
    <message>
        <source>league: 1 basic actions, 2 adds double moves, 3 adds drugs</source>
        <translation>lega: 1 azioni di base, 2 aggiunge le mosse doppie, 3 aggiunge le sostanze dopanti</translation>
    </message>
    <message>
        <source>rests (BREAK) every turn</source>
        <translation>riposa (BREAK) a ogni turno</translation>
    </message>
    <message>
        <source>a random action legal in the league</source>
        <translation>un&apos;azione a caso, legale nella lega</translation>
    </message>
    <message>
        <source>rule-based: distance, lunges in reach, parries, drugs</source>
        <translation>a regole: distanza, affondi a portata, parate, sostanze dopanti</translation>
    </message>
    <message>
        <source>n: the board [scacchiera] is n x n</source>
        <translation>n: la scacchiera è n x n</translation>
    </message>
    <message>
        <source>agents [agenti] per player; players x agents &lt;= 20</source>
        <translation>agenti per giocatore; giocatori x agenti &lt;= 20</translation>
    </message>
    <message>
        <source>turns [turni] of the match</source>
        <translation>turni della partita</translation>
    </message>
    <message>
        <source>wall-clock limit in seconds, 0 = off (checked at the end of each turn)</source>
        <translation>limite di tempo reale in secondi, 0 = nessuno (controllato alla fine di ogni turno)</translation>
    </message>
    <message>
        <source>energy [energia] of every agent at the start</source>
        <translation>energia di ogni agente all&apos;inizio</translation>
    </message>
    <message>
        <source>cloth [stoffa] of every agent at the start</source>
        <translation>unità di stoffa di ogni agente all&apos;inizio</translation>
    </message>
    <message>
        <source>charging columns [colonne di ricarica]; -1 = max(1, round(2% of n^2))</source>
        <translation>colonne di ricarica; -1 = max(1, round(2% di n^2))</translation>
    </message>
    <message>
        <source>cloth cells; -1 = round(12% of n^2)</source>
        <translation>caselle di stoffa; -1 = round(12% di n^2)</translation>
    </message>
    <message>
        <source>least cloth in a cloth cell</source>
        <translation>minimo di unità di stoffa in una casella di stoffa</translation>
    </message>
    <message>
        <source>most cloth in a cloth cell</source>
        <translation>massimo di unità di stoffa in una casella di stoffa</translation>
    </message>
    <message>
        <source>time limit of one decision, ms</source>
        <translation>tempo massimo di una decisione, ms</translation>
    </message>
    <message>
        <source>time limit of each bot&apos;s first view, ms</source>
        <translation>tempo massimo della prima vista di ogni bot, ms</translation>
    </message>
    <message>
        <source>consecutive timeouts that disconnect a bot</source>
        <translation>timeout consecutivi che disconnettono un bot</translation>
    </message>
    <message>
        <source>on a bot error: skip the action, or switch the agent off</source>
        <translation>in caso di errore del bot: salta l&apos;azione o spegni l&apos;agente</translation>
    </message>
    <message>
        <source>Blind agents gather cloth [stoffa], recharge energy [energia] and plant flags [bandiere] on an n x n board</source>
        <translation>Agenti ciechi raccolgono stoffa, ricaricano l&apos;energia e piantano bandiere su una scacchiera n x n</translation>
    </message>
    <message>
        <source>a uniformly random legal command</source>
        <translation>un comando legale scelto a caso in modo uniforme</translation>
    </message>
    <message>
        <source>explores and remembers, gathers cloth, plants cheap adjacent flags, recharges in time, attacks intruders</source>
        <translation>esplora e ricorda, raccoglie stoffa, pianta bandiere adiacenti economiche, si ricarica in tempo, attacca gli intrusi</translation>
    </message>
    <message>
        <source>Four players&apos; orks conquer cities and paths on a generated island, simultaneous rounds</source>
        <translation>Gli ork di quattro giocatori conquistano città e sentieri su un&apos;isola generata, a round simultanei</translation>
    </message>
    <message>
        <source>path of a .cnf file; when set it replaces all the settings above (and may hold a FIXED map)</source>
        <translation>percorso di un file .cnf; se indicato sostituisce tutte le impostazioni sopra (e può contenere una mappa FIXED)</translation>
    </message>
    <message>
        <source>issues no commands</source>
        <translation>non dà alcun comando</translation>
    </message>
    <message>
        <source>walks every ork to the nearest city or path cell it does not own</source>
        <translation>porta ogni ork verso la casella di città o di sentiero più vicina che non possiede</translation>
    </message>
    <message>
        <source>holds a connected network of cities and paths, fights only when it wins</source>
        <translation>tiene una rete connessa di città e sentieri, combatte solo quando vince</translation>
    </message>
    <message>
        <source>number of battles [戰役] in the campaign</source>
        <translation>numero di battaglie [戰役] della campagna</translation>
    </message>
    <message>
        <source>turns [回合] per battle at most</source>
        <translation>turni [回合] al massimo per battaglia</translation>
    </message>
    <message>
        <source>Player budget of battle 1 [經費]</source>
        <translation>budget del giocatore nella battaglia 1 [經費]</translation>
    </message>
    <message>
        <source>basic allowance added to every later battle&apos;s budget [基本消費]</source>
        <translation>somma di base aggiunta al budget di ogni battaglia successiva [基本消費]</translation>
    </message>
    <message>
        <source>CPU budget of battle 1</source>
        <translation>budget della CPU nella battaglia 1</translation>
    </message>
    <message>
        <source>CPU budget increase per battle</source>
        <translation>aumento del budget della CPU per battaglia</translation>
    </message>
    <message>
        <source>time limit per decision (army or command), ms</source>
        <translation>tempo massimo per decisione (esercito o comando), ms</translation>
    </message>
    <message>
        <source>number of players (always 4)</source>
        <translation>numero di giocatori (sempre 4)</translation>
    </message>
    <message>
        <source>board rows (must equal cols)</source>
        <translation>righe della mappa (pari alle colonne)</translation>
    </message>
    <message>
        <source>board columns (must equal rows)</source>
        <translation>colonne della mappa (pari alle righe)</translation>
    </message>
    <message>
        <source>rounds in a match</source>
        <translation>round di una partita</translation>
    </message>
    <message>
        <source>health of a new or respawned ork</source>
        <translation>salute di un ork nuovo o rinato</translation>
    </message>
    <message>
        <source>orks per player at the start (rows*cols &gt;= 100*nb_orks)</source>
        <translation>ork per giocatore all&apos;inizio (rows*cols &gt;= 100*nb_orks)</translation>
    </message>
    <message>
        <source>health paid to enter grass</source>
        <translation>salute pagata per entrare nell&apos;erba</translation>
    </message>
    <message>
        <source>health paid to enter forest</source>
        <translation>salute pagata per entrare nella foresta</translation>
    </message>
    <message>
        <source>health paid to enter sand</source>
        <translation>salute pagata per entrare nella sabbia</translation>
    </message>
    <message>
        <source>health paid to enter a city cell</source>
        <translation>salute pagata per entrare in una casella di città</translation>
    </message>
    <message>
        <source>health paid to enter a path cell</source>
        <translation>salute pagata per entrare in una casella di sentiero</translation>
    </message>
    <message>
        <source>points per round per owned city cell</source>
        <translation>punti per round per ogni casella di città posseduta</translation>
    </message>
    <message>
        <source>points per round per owned path cell</source>
        <translation>punti per round per ogni casella di sentiero posseduta</translation>
    </message>
    <message>
        <source>points per round per network of s cities: factor x 2^s</source>
        <translation>punti per round per ogni rete di s città: fattore x 2^s</translation>
    </message>
    <message>
        <source>time a bot may take per round, in milliseconds</source>
        <translation>tempo che un bot può usare per round, in millisecondi</translation>
    </message>
    <message>
        <source>GENERATOR1 gives up after this many invalid maps</source>
        <translation>GENERATOR1 si arrende dopo questo numero di mappe non valide</translation>
    </message>
    <message>
        <source>mixed army of all elements, holds out of reach, focuses fire by element advantage, keeps magicians out of melee, uses strike-backs</source>
        <translation>esercito misto di tutti gli elementi, resta fuori portata, concentra il fuoco secondo il vantaggio elementale, tiene i maghi lontani dal corpo a corpo, sfrutta i contrattacchi</translation>
    </message>
    <message>
        <source>OrkIsland engine log (the original&apos;s stderr)</source>
        <translation>Log del motore di OrkIsland (lo stderr dell&apos;originale)</translation>
    </message>
    <message>
        <source>OrkIsland native log (.out of the original engine and viewer)</source>
        <translation>Log nativo di OrkIsland (.out del motore e del visualizzatore originali)</translation>
    </message>
    <message>
        <source>wind</source>
        <comment>element</comment>
        <translation>vento</translation>
    </message>
    <message>
        <source>fire</source>
        <comment>element</comment>
        <translation>fuoco</translation>
    </message>
    <message>
        <source>water</source>
        <comment>element</comment>
        <translation>acqua</translation>
    </message>
    <message>
        <source>earth</source>
        <comment>element</comment>
        <translation>terra</translation>
    </message>
    <message>
        <source>Warrior</source>
        <translation>Guerriero</translation>
    </message>
    <message>
        <source>Magician</source>
        <translation>Mago</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a unit&apos;s element and class</comment>
        <translation>%2 di %1</translation>
    </message>
    <message>
        <source>%1 #%2 (%3)</source>
        <translation>%1 n. %2 (%3)</translation>
    </message>
    <message>
        <source>HP %1 / %2</source>
        <translation>PV %1 / %2</translation>
    </message>
    <message>
        <source>Player</source>
        <comment>Angel Empire side</comment>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>turn %1, total %2</source>
        <translation>turno %1, totale %2</translation>
    </message>
    <message>
        <source>stack</source>
        <translation>pila</translation>
    </message>
    <message>
        <source>cell %1 (row %2, col %3)</source>
        <translation>casella %1 (riga %2, colonna %3)</translation>
    </message>
    <message>
        <source>pattern %1</source>
        <translation>motivo %1</translation>
    </message>
    <message>
        <source>energy %1/%2</source>
        <translation>energia %1/%2</translation>
    </message>
    <message>
        <source>position %1, last action %2</source>
        <translation>posizione %1, ultima azione %2</translation>
    </message>
    <message>
        <source>tick %1</source>
        <translation>tick %1</translation>
    </message>
    <message>
        <source>Cell (%1, %2)</source>
        <translation>Casella (%1, %2)</translation>
    </message>
    <message>
        <source>Colonna di ricarica (charging column)</source>
        <translation>Colonna di ricarica</translation>
    </message>
    <message>
        <source>Stoffa (cloth): %1 left</source>
        <translation>Stoffa: ne restano %1 unità</translation>
    </message>
    <message>
        <source>Bandiera (flag) of %1</source>
        <translation>Bandiera di %1</translation>
    </message>
    <message>
        <source>Fog of</source>
        <translation>Nebbia di</translation>
    </message>
    <message>
        <source>agent %1 (%2)</source>
        <translation>agente %1 (%2)</translation>
    </message>
    <message>
        <source>agent %1: energy %2, cloth %3</source>
        <translation>agente %1: energia %2, stoffa %3</translation>
    </message>
    <message>
        <source>(off)</source>
        <translation>(spento)</translation>
    </message>
    <message>
        <source>turn %1</source>
        <translation>turno %1</translation>
    </message>
    <message numerus="yes">
        <source>%n flag(s)</source>
        <translation>
            <numerusform>%n bandiera</numerusform>
            <numerusform>%n bandiere</numerusform>
        </translation>
    </message>
    <message>
        <source>water</source>
        <comment>terrain</comment>
        <translation>acqua</translation>
    </message>
    <message>
        <source>grass</source>
        <comment>terrain</comment>
        <translation>erba</translation>
    </message>
    <message>
        <source>forest</source>
        <comment>terrain</comment>
        <translation>foresta</translation>
    </message>
    <message>
        <source>sand</source>
        <comment>terrain</comment>
        <translation>sabbia</translation>
    </message>
    <message>
        <source>city</source>
        <comment>terrain</comment>
        <translation>città</translation>
    </message>
    <message>
        <source>path</source>
        <comment>terrain</comment>
        <translation>sentiero</translation>
    </message>
    <message>
        <source>%1 at (%2, %3)</source>
        <translation>%1 in (%2, %3)</translation>
    </message>
    <message>
        <source>Ork %1 of %2, health %3</source>
        <translation>Ork %1 di %2, salute %3</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 points, %n ork(s)</source>
        <translation>
            <numerusform>%1 punti, %n ork</numerusform>
            <numerusform>%1 punti, %n ork</numerusform>
        </translation>
    </message>
    <message>
        <source>buying the army</source>
        <translation>acquisto dell&apos;esercito</translation>
    </message>
    <message>
        <source>battle under way</source>
        <translation>battaglia in corso</translation>
    </message>
    <message>
        <source>campaign over</source>
        <translation>campagna finita</translation>
    </message>
    <message>
        <source>battle %1, turn %2, budget %3, %4</source>
        <translation>battaglia %1, turno %2, budget %3, %4</translation>
    </message>
    <message>
        <source>Angel Empire v2.0 (天使帝國)</source>
        <translation>Angel Empire v2.0 (天使帝國)</translation>
    </message>
    <message>
        <source>morgan2 dominoes</source>
        <translation>Domino morgan2</translation>
    </message>
    <message>
        <source>Fencing ESport</source>
        <translation>Fencing ESport</translation>
    </message>
    <message>
        <source>Mosca Ceca</source>
        <translation>Mosca Ceca</translation>
    </message>
    <message>
        <source>OrkIsland</source>
        <translation>OrkIsland</translation>
    </message>
</context>
<context>
    <name>HtmlExport</name>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocità</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Grafico</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Eventi</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Bot marks</source>
        <translation>Marcature dei bot</translation>
    </message>
    <message>
        <source>Bot output</source>
        <translation>Output dei bot</translation>
    </message>
    <message>
        <source>First turn</source>
        <translation>Primo turno</translation>
    </message>
    <message>
        <source>Previous turn (Left)</source>
        <translation>Turno precedente (freccia sinistra)</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>Riproduci o metti in pausa (Spazio)</translation>
    </message>
    <message>
        <source>Next turn (Right)</source>
        <translation>Turno successivo (freccia destra)</translation>
    </message>
    <message>
        <source>Last turn</source>
        <translation>Ultimo turno</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>di %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>nessun risultato</translation>
    </message>
    <message>
        <source>Kibitz replay format version %1, made by %2.</source>
        <translation>Formato replay di Kibitz versione %1, creato da %2.</translation>
    </message>
    <message>
        <source>No events on this turn.</source>
        <translation>Nessun evento in questo turno.</translation>
    </message>
    <message>
        <source>No notes.</source>
        <translation>Nessuna nota.</translation>
    </message>
    <message>
        <source>No marks on this turn.</source>
        <translation>Nessuna marcatura in questo turno.</translation>
    </message>
    <message>
        <source>Turn %1, %2: %3</source>
        <translation>Turno %1, %2: %3</translation>
    </message>
    <message>
        <source>%1 (%2 ms, %3):</source>
        <translation>%1 (%2 ms, %3):</translation>
    </message>
    <message>
        <source>stderr:</source>
        <translation>stderr:</translation>
    </message>
    <message>
        <source>No bot output on this turn.</source>
        <translation>Nessun output dei bot in questo turno.</translation>
    </message>
    <message>
        <source>This page cannot draw the game %1.</source>
        <translation>Questa pagina non sa disegnare il gioco %1.</translation>
    </message>
    <message>
        <source>The replay in this page cannot be shown: %1</source>
        <translation>Il replay di questa pagina non può essere mostrato: %1</translation>
    </message>
    <message>
        <source>Reply time (ms)</source>
        <translation>Tempo di risposta (ms)</translation>
    </message>
    <message>
        <source>limit %1 ms</source>
        <translation>limite %1 ms</translation>
    </message>
    <message>
        <source>Values reported by %1</source>
        <translation>Valori comunicati da %1</translation>
    </message>
    <message>
        <source>Logarithmic scale</source>
        <translation>Scala logaritmica</translation>
    </message>
    <message>
        <source>match in progress (live)</source>
        <translation>partita in corso (in diretta)</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punteggi</translation>
    </message>
    <message>
        <source>Last input</source>
        <translation>Ultimo input</translation>
    </message>
    <message>
        <source>Last reply</source>
        <translation>Ultima risposta</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Riepilogo</translation>
    </message>
    <message>
        <source>Referee log</source>
        <translation>Log dell&apos;arbitro</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::AngelEmpireBoard</name>
    <message>
        <source>Reach of the selected unit</source>
        <translation>Portata dell&apos;unità selezionata</translation>
    </message>
    <message>
        <source>Damage numbers</source>
        <translation>Numeri dei danni</translation>
    </message>
    <message>
        <source>HP bars</source>
        <translation>Barre dei PV</translation>
    </message>
    <message>
        <source>unknown unit</source>
        <translation>unità sconosciuta</translation>
    </message>
    <message>
        <source>Attack %1, defence %2</source>
        <translation>Attacco %1, difesa %2</translation>
    </message>
    <message>
        <source>Range %1 (spell, ignores defence)</source>
        <translation>Gittata %1 (incantesimo, ignora la difesa)</translation>
    </message>
    <message>
        <source>Range %1 (melee)</source>
        <translation>Gittata %1 (corpo a corpo)</translation>
    </message>
    <message>
        <source>Moves %1</source>
        <translation>Movimento %1</translation>
    </message>
    <message>
        <source>Strikes back when hit in melee</source>
        <translation>Contrattacca quando è colpito in corpo a corpo</translation>
    </message>
    <message>
        <source>Has acted this turn</source>
        <translation>Ha già agito in questo turno</translation>
    </message>
    <message>
        <source>Cell (%1, %2): %3</source>
        <translation>Casella (%1, %2): %3</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>sconosciuta</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>muro</translation>
    </message>
    <message>
        <source>empty ground</source>
        <translation>terreno libero</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>unità</translation>
    </message>
    <message>
        <source>%1 of the CPU, deployed when the army is bought</source>
        <translation>%1 della CPU, in campo da quando l&apos;esercito è stato comprato</translation>
    </message>
    <message numerus="yes">
        <source>#%1 can move here (%n step(s))</source>
        <translation>
            <numerusform>n. %1 può arrivare qui (%n passo)</numerusform>
            <numerusform>n. %1 può arrivare qui (%n passi)</numerusform>
        </translation>
    </message>
    <message>
        <source>#%1 can attack it: %2 damage (element ×%3)</source>
        <translation>n. %1 può attaccarla: %2 danni (elemento ×%3)</translation>
    </message>
    <message>
        <source>Struck back: %1 damage to #%2</source>
        <translation>Contrattacco: %1 danni a n. %2</translation>
    </message>
    <message>
        <source>Hit: %1 damage to #%2</source>
        <translation>Colpo: %1 danni a n. %2</translation>
    </message>
    <message>
        <source>(killed)</source>
        <translation>(ucciso)</translation>
    </message>
    <message>
        <source>No frame</source>
        <translation>Nessun fotogramma</translation>
    </message>
    <message numerus="yes">
        <source>Campaign over after %n battle(s)</source>
        <translation>
            <numerusform>Campagna finita dopo %n battaglia</numerusform>
            <numerusform>Campagna finita dopo %n battaglie</numerusform>
        </translation>
    </message>
    <message>
        <source>Battle %1 / %2</source>
        <translation>Battaglia %1 / %2</translation>
    </message>
    <message>
        <source>Turn %1 / %2</source>
        <translation>Turno %1 / %2</translation>
    </message>
    <message>
        <source>Budget %1</source>
        <translation>Budget %1</translation>
    </message>
    <message>
        <source>Budget %1 (unspent %2)</source>
        <translation>Budget %1 (non speso %2)</translation>
    </message>
    <message>
        <source>Campaign score %1</source>
        <translation>Punteggio della campagna %1</translation>
    </message>
    <message>
        <source>Kill credit %1</source>
        <translation>Credito uccisioni %1</translation>
    </message>
    <message>
        <source>Wi</source>
        <comment>unit glyph: wind (風)</comment>
        <translation>Ve</translation>
    </message>
    <message>
        <source>Fi</source>
        <comment>unit glyph: fire (火)</comment>
        <translation>Fu</translation>
    </message>
    <message>
        <source>Wa</source>
        <comment>unit glyph: water (水)</comment>
        <translation>Ac</translation>
    </message>
    <message>
        <source>Ea</source>
        <comment>unit glyph: earth (土)</comment>
        <translation>Te</translation>
    </message>
    <message>
        <source>wind &gt; earth &gt; water &gt; fire &gt; wind</source>
        <extracomment>Element cycle: each counters the next (風剋土, 土剋水, 水剋火, 火剋風).</extracomment>
        <translation>vento &gt; terra &gt; acqua &gt; fuoco &gt; vento</translation>
    </message>
    <message>
        <source>the CPU was wiped out</source>
        <translation>l&apos;esercito della CPU è stato annientato</translation>
    </message>
    <message>
        <source>the Player was wiped out</source>
        <translation>l&apos;esercito del Giocatore è stato annientato</translation>
    </message>
    <message>
        <source>turn limit</source>
        <translation>limite di turni</translation>
    </message>
    <message>
        <source>error</source>
        <translation>errore</translation>
    </message>
    <message>
        <source>empty army</source>
        <translation>esercito vuoto</translation>
    </message>
    <message>
        <source>the bot crashed</source>
        <translation>il bot è andato in crash</translation>
    </message>
    <message>
        <source>unknown reason</source>
        <translation>motivo sconosciuto</translation>
    </message>
    <message>
        <source>Battle %1 ended (%2): score %3</source>
        <translation>Battaglia %1 finita (%2): punteggio %3</translation>
    </message>
    <message>
        <source>%1 to #%2 (killed)</source>
        <translation>%1 a n. %2 (ucciso)</translation>
    </message>
    <message>
        <source>%1 to #%2</source>
        <translation>%1 a n. %2</translation>
    </message>
    <message>
        <source>last hits: %1</source>
        <translation>ultimi colpi: %1</translation>
    </message>
    <message>
        <source>%1 #%2 (%3) has acted this turn</source>
        <translation>%1 n. %2 (%3) ha già agito in questo turno</translation>
    </message>
    <message numerus="yes">
        <source>%1 #%2 (%3): %n cell(s) to move to, %4 to attack</source>
        <translation>
            <numerusform>%1 n. %2 (%3): %n casella raggiungibile, %4 da attaccare</numerusform>
            <numerusform>%1 n. %2 (%3): %n caselle raggiungibili, %4 da attaccare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n enemy unit(s)</source>
        <translation>
            <numerusform>%n unità nemica</numerusform>
            <numerusform>%n unità nemiche</numerusform>
        </translation>
    </message>
    <message>
        <source>Faded: the CPU army, deployed when the Player has bought its army</source>
        <translation>Sbiadito: l&apos;esercito della CPU, in campo da quando il Giocatore ha comprato il suo</translation>
    </message>
    <message>
        <source>Damage this frame: red = hit, orange = strike-back</source>
        <translation>Danni di questo fotogramma: rosso = colpo, arancione = contrattacco</translation>
    </message>
    <message>
        <source>Click a unit to see where it can move and what it can attack</source>
        <translation>Fai clic su un&apos;unità per vedere dove può muoversi e cosa può attaccare</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::AngelEmpireMoveInput</name>
    <message>
        <source>%1, price %2</source>
        <translation>%1, prezzo %2</translation>
    </message>
    <message>
        <source>Buy army</source>
        <translation>Compra l&apos;esercito</translation>
    </message>
    <message>
        <source>Move only (M)</source>
        <translation>Solo movimento (M)</translation>
    </message>
    <message>
        <source>End turn (E)</source>
        <translation>Fine del turno (E)</translation>
    </message>
    <message>
        <source>Waiting for your turn.</source>
        <translation>In attesa del tuo turno.</translation>
    </message>
    <message>
        <source>Battle %1: buy your army. Choose a unit, click cells of the three left columns to place it; cost %2 of %3. Return buys it.</source>
        <translation>Battaglia %1: compra il tuo esercito. Scegli un&apos;unità e fai clic sulle caselle delle tre colonne di sinistra per schierarla; costo %2 su %3. Invio lo compra.</translation>
    </message>
    <message>
        <source>Battle %1: click one of your units that has not acted, or End turn.</source>
        <translation>Battaglia %1: fai clic su una tua unità che non ha ancora agito, oppure su Fine del turno.</translation>
    </message>
    <message>
        <source>Click a marked cell to move the unit there.</source>
        <translation>Fai clic su una casella segnata per spostarvi l&apos;unità.</translation>
    </message>
    <message>
        <source>Click a ringed enemy to attack it from there, or the same cell again to only move.</source>
        <translation>Fai clic su un nemico cerchiato per attaccarlo da lì, o di nuovo sulla stessa casella per spostarti soltanto.</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::AnimationExportFeature</name>
    <message>
        <source>&amp;Animation…</source>
        <translation>&amp;Animazione…</translation>
    </message>
    <message>
        <source>The match as a GIF or a video, one frame per turn, as the board shows it</source>
        <translation>La partita come GIF o video, un fotogramma per turno, come la mostra la scacchiera</translation>
    </message>
    <message>
        <source>Export as Animation</source>
        <translation>Esporta come animazione</translation>
    </message>
    <message>
        <source>GIF</source>
        <translation>GIF</translation>
    </message>
    <message>
        <source>MP4 video</source>
        <translation>Video MP4</translation>
    </message>
    <message>
        <source>MP4 video (needs ffmpeg: apt install ffmpeg)</source>
        <translation>Video MP4 (richiede ffmpeg: apt install ffmpeg)</translation>
    </message>
    <message>
        <source>WebM video</source>
        <translation>Video WebM</translation>
    </message>
    <message>
        <source>WebM video (needs ffmpeg: apt install ffmpeg)</source>
        <translation>Video WebM (richiede ffmpeg: apt install ffmpeg)</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Formato:</translation>
    </message>
    <message>
        <source>From turn:</source>
        <translation>Dal turno:</translation>
    </message>
    <message>
        <source>To turn:</source>
        <translation>Al turno:</translation>
    </message>
    <message>
        <source>Turns per second:</source>
        <translation>Turni al secondo:</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>Larghezza:</translation>
    </message>
    <message>
        <source>Animation (*.%1)</source>
        <translation>Animazione (*.%1)</translation>
    </message>
    <message>
        <source>Cannot export the animation</source>
        <translation>Impossibile esportare l&apos;animazione</translation>
    </message>
    <message>
        <source>The animation could not be written:
%1</source>
        <translation>Non è stato possibile scrivere l&apos;animazione:
%1</translation>
    </message>
    <message>
        <source>There are no such turns to export.</source>
        <translation>Non ci sono questi turni da esportare.</translation>
    </message>
    <message>
        <source>Drawing the frames…</source>
        <translation>Disegno dei fotogrammi…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message numerus="yes">
        <source>Wrote the animation %1 (%n frame(s))</source>
        <translation>
            <numerusform>Animazione %1 scritta (%n fotogramma)</numerusform>
            <numerusform>Animazione %1 scritta (%n fotogrammi)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::AnimationFrames</name>
    <message>
        <source>Turn %1 of %2</source>
        <translation>Turno %1 di %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::AnnotationsUi</name>
    <message>
        <source>Notes</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Unsaved notes of this replay were found: restore them in the Notes panel</source>
        <translation>Sono state trovate note non salvate di questo replay: ripristinale nel pannello Note</translation>
    </message>
    <message>
        <source>Nothing there can carry a note: click a unit, a player or a cell</source>
        <translation>Qui non c&apos;è nulla a cui associare una nota: fai clic su un&apos;unità, un giocatore o una casella</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>Add &amp;Note…</source>
        <translation>Aggiungi &amp;nota…</translation>
    </message>
    <message>
        <source>Write a note on the current turn (%1)</source>
        <translation>Scrivi una nota sul turno corrente (%1)</translation>
    </message>
    <message>
        <source>&amp;Edit Note…</source>
        <translation>Modifica n&amp;ota…</translation>
    </message>
    <message>
        <source>&amp;Delete Note</source>
        <translation>&amp;Elimina nota</translation>
    </message>
    <message>
        <source>&amp;Pick Anchor</source>
        <translation>&amp;Scegli ancoraggio</translation>
    </message>
    <message>
        <source>Click a thing on the board to write a note about it</source>
        <translation>Fai clic su un elemento della scacchiera per scrivere una nota su di esso</translation>
    </message>
    <message>
        <source>Show Notes and Bot &amp;Marks</source>
        <translation>Mostra note e mar&amp;cature dei bot</translation>
    </message>
    <message>
        <source>Draw the notes and what the bots marked on the board</source>
        <translation>Disegna sulla scacchiera le note e ciò che i bot hanno marcato</translation>
    </message>
    <message>
        <source>Note (%1): %2</source>
        <translation>Nota (%1): %2</translation>
    </message>
    <message>
        <source>There is no replay to report on.</source>
        <translation>Non c&apos;è nessun replay su cui fare il rapporto.</translation>
    </message>
    <message>
        <source>Wrote the notes report %1</source>
        <translation>Rapporto delle note scritto in %1</translation>
    </message>
    <message>
        <source>Export Notes Report</source>
        <translation>Esporta rapporto delle note</translation>
    </message>
    <message>
        <source>Markdown (*.md);;HTML (*.html)</source>
        <translation>Markdown (*.md);;HTML (*.html)</translation>
    </message>
    <message>
        <source>Cannot export the notes</source>
        <translation>Impossibile esportare le note</translation>
    </message>
    <message>
        <source>The report could not be written:
%1</source>
        <translation>Impossibile scrivere il rapporto:
%1</translation>
    </message>
    <message>
        <source>Export Notes Re&amp;port…</source>
        <translation>Esporta ra&amp;pporto delle note…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annulla %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Ripeti %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::ArenaRunner</name>
    <message>
        <source>Another arena is writing to %1: waiting for it to end.</source>
        <translation>Un&apos;altra arena sta scrivendo in %1: si attende che finisca.</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) could not be played (resume plays them again): %1</source>
        <translation>
            <numerusform>%n partita non è stata giocata (riprendendo verrà giocata di nuovo): %1</numerusform>
            <numerusform>%n partite non sono state giocate (riprendendo verranno giocate di nuovo): %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::ArenaSetupForm</name>
    <message>
        <source>Results Database</source>
        <translation>Database dei risultati</translation>
    </message>
    <message>
        <source>Arena databases (*.sqlite *.db);;All files (*)</source>
        <translation>Database dell&apos;arena (*.sqlite *.db);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Replay Folder</source>
        <translation>Cartella dei replay</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Gioco:</translation>
    </message>
    <message>
        <source>Bots:</source>
        <translation>Bot:</translation>
    </message>
    <message>
        <source>Matches:</source>
        <translation>Partite:</translation>
    </message>
    <message>
        <source>First seed:</source>
        <translation>Primo seme:</translation>
    </message>
    <message>
        <source>Jobs:</source>
        <translation>Processi paralleli:</translation>
    </message>
    <message>
        <source>Database:</source>
        <translation>Database:</translation>
    </message>
    <message>
        <source>Replays:</source>
        <translation>Replay:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>Add Bot</source>
        <translation>Aggiungi bot</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Matches in all, rounded up to whole rounds (every table of bots on one seed, in each seating)</source>
        <translation>Partite in tutto, arrotondate per eccesso a round completi (ogni tavolo di bot su un seme, in ogni disposizione dei posti)</translation>
    </message>
    <message>
        <source>Round r plays seed S + r</source>
        <translation>Il round r usa il seme S + r</translation>
    </message>
    <message>
        <source>Matches played at once; external bots need a free core each to keep their time limits</source>
        <translation>Partite giocate contemporaneamente; ogni bot esterno ha bisogno di un core libero per rispettare i limiti di tempo</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Sfoglia…</translation>
    </message>
    <message>
        <source>Optional: a folder that keeps every match&apos;s replay</source>
        <translation>Facoltativo: una cartella che conserva il replay di ogni partita</translation>
    </message>
    <message>
        <source>The results database: the same arena on it again plays only what it is missing</source>
        <translation>Il database dei risultati: la stessa arena rilanciata su di esso gioca solo ciò che manca</translation>
    </message>
    <message>
        <source>Built-in: %1</source>
        <translation>Integrato: %1</translation>
    </message>
    <message>
        <source>External Command…</source>
        <translation>Comando esterno…</translation>
    </message>
    <message>
        <source>Course Player (AI….cc or .o)…</source>
        <translation>Giocatore del corso (AI….cc o .o)…</translation>
    </message>
    <message>
        <source>My Bot (from the Editor)</source>
        <translation>Il mio bot (dall&apos;editor)</translation>
    </message>
    <message>
        <source>My bot cannot be added: %1</source>
        <translation>Impossibile aggiungere il mio bot: %1</translation>
    </message>
    <message>
        <source>no bot is open in the editor</source>
        <translation>nessun bot è aperto nell&apos;editor</translation>
    </message>
    <message>
        <source>my bot</source>
        <translation>il mio bot</translation>
    </message>
    <message>
        <source>Choose a Course Player</source>
        <translation>Scegli un giocatore del corso</translation>
    </message>
    <message>
        <source>Course players (AI*.cc AI*.cpp AI*.o AI*.o.*);;All files (*)</source>
        <translation>Giocatori del corso (AI*.cc AI*.cpp AI*.o AI*.o.*);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Choose a Bot Program</source>
        <translation>Scegli il programma del bot</translation>
    </message>
    <message>
        <source>bot</source>
        <translation>bot</translation>
    </message>
    <message>
        <source>Choose a game.</source>
        <translation>Scegli un gioco.</translation>
    </message>
    <message>
        <source>Add the bots of the arena.</source>
        <translation>Aggiungi i bot dell&apos;arena.</translation>
    </message>
    <message>
        <source>Choose the results database.</source>
        <translation>Scegli il database dei risultati.</translation>
    </message>
    <message>
        <source>Bot %1 has no bot spec.</source>
        <translation>Il bot %1 non ha una specifica.</translation>
    </message>
    <message>
        <source>The database does not say how its arena was played (its results were merged with kibitz-cli rank): it can be ranked here, not continued.</source>
        <translation>Il database non dice come è stata giocata la sua arena (i risultati sono stati uniti con kibitz-cli rank): qui si può mostrarne la classifica, non continuarla.</translation>
    </message>
    <message>
        <source>A round needs at least %1 bots.</source>
        <translation>Un round richiede almeno %1 bot.</translation>
    </message>
    <message>
        <source>Plays %1: whole rounds of %2 matches.</source>
        <translation>Ne gioca %1: round completi di %2 partite.</translation>
    </message>
    <message>
        <source>%1 rounds of %2 matches.</source>
        <translation>%1 round di %2 partite.</translation>
    </message>
    <message>
        <source>In %1</source>
        <translation>In %1</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615.</source>
        <translation>Il seme deve essere un numero intero da 0 a 18446744073709551615.</translation>
    </message>
    <message>
        <source>External game (its own referee)…</source>
        <translation>Gioco esterno (con il suo arbitro)…</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::ArenaWindow</name>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>The arena stopped: %1</source>
        <translation>L&apos;arena si è fermata: %1</translation>
    </message>
    <message>
        <source>Arena — Kibitz</source>
        <translation>Arena — Kibitz</translation>
    </message>
    <message>
        <source>Arena: %1 — Kibitz</source>
        <translation>Arena: %1 — Kibitz</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Avvia</translation>
    </message>
    <message>
        <source>Play the arena into the database (on a database of the same arena: play what it is missing)</source>
        <translation>Gioca l&apos;arena nel database (su un database della stessa arena: gioca ciò che manca)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <source>Start no new match; the running ones finish and are stored</source>
        <translation>Non avvia nuove partite; quelle in corso terminano e vengono salvate</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Riprendi</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>A&amp;nnulla</translation>
    </message>
    <message>
        <source>End the arena after the running matches; every stored match stays in the database</source>
        <translation>Termina l&apos;arena dopo le partite in corso; ogni partita salvata resta nel database</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <source>Win Rates</source>
        <translation>Percentuali di vittoria</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Each row&apos;s score rate against each column&apos;s bot (a win 1, a draw ½)</source>
        <translation>La percentuale di punti di ogni riga contro il bot di ogni colonna (vittoria 1, pareggio ½)</translation>
    </message>
    <message>
        <source>&amp;Bot:</source>
        <translation>&amp;Bot:</translation>
    </message>
    <message>
        <source>R&amp;esult:</source>
        <translation>Ris&amp;ultato:</translation>
    </message>
    <message>
        <source>Errors &amp;only</source>
        <translation>S&amp;olo errori</translation>
    </message>
    <message>
        <source>Double-click a match to open its replay in the debugger</source>
        <translation>Fai doppio clic su una partita per aprirne il replay nel debugger</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Open Database…</source>
        <translation>&amp;Apri database…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <source>Arena</source>
        <translation>Arena</translation>
    </message>
    <message>
        <source>The arena cannot start: %1</source>
        <translation>L&apos;arena non può partire: %1</translation>
    </message>
    <message>
        <source>Cannot create the folder of %1.</source>
        <translation>Impossibile creare la cartella di %1.</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Nota: %1</translation>
    </message>
    <message numerus="yes">
        <source>Resuming: the database holds %n of the arena&apos;s matches.</source>
        <translation>
            <numerusform>Ripresa: il database contiene %n partita dell&apos;arena.</numerusform>
            <numerusform>Ripresa: il database contiene %n partite dell&apos;arena.</numerusform>
        </translation>
    </message>
    <message>
        <source>The arena is over: %1 of %2 matches are stored in %3.</source>
        <translation>L&apos;arena è finita: partite salvate %1 su %2, in %3.</translation>
    </message>
    <message>
        <source>Cancelled: %1 of %2 matches are stored in %3; Start plays the rest.</source>
        <translation>Annullata: partite salvate in %3: %1 su %2; «Avvia» gioca le restanti.</translation>
    </message>
    <message>
        <source>Paused after %1 of %2 matches.</source>
        <translation>In pausa: partite giocate %1 su %2.</translation>
    </message>
    <message>
        <source>The results cannot be ranked: %1</source>
        <translation>Impossibile stilare la classifica dei risultati: %1</translation>
    </message>
    <message>
        <source>%1 of %2 matches</source>
        <translation>Partite: %1 su %2</translation>
    </message>
    <message>
        <source>%1 — about %2 left</source>
        <translation>%1 — mancano circa %2</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Pronta</translation>
    </message>
    <message>
        <source>Results of the database</source>
        <translation>Risultati del database</translation>
    </message>
    <message>
        <source>Starting the bots…</source>
        <translation>Avvio dei bot…</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>In corso</translation>
    </message>
    <message>
        <source>Pausing: the running matches finish…</source>
        <translation>Messa in pausa: si attende la fine delle partite avviate…</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>In pausa</translation>
    </message>
    <message>
        <source>Cancelling: the running matches finish…</source>
        <translation>Annullamento: si attende la fine delle partite avviate…</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminata</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Annullata</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Interrotta</translation>
    </message>
    <message>
        <source>All bots</source>
        <translation>Tutti i bot</translation>
    </message>
    <message>
        <source>All results</source>
        <translation>Tutti i risultati</translation>
    </message>
    <message>
        <source>Won by the bot</source>
        <translation>Vinte dal bot</translation>
    </message>
    <message>
        <source>Lost by the bot</source>
        <translation>Perse dal bot</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Pareggi</translation>
    </message>
    <message>
        <source>Decided</source>
        <translation>Con un vincitore</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n match(es)</source>
        <translation>
            <numerusform>%1 di %n partita</numerusform>
            <numerusform>%1 di %n partite</numerusform>
        </translation>
    </message>
    <message>
        <source>Open an Arena Database</source>
        <translation>Apri un database dell&apos;arena</translation>
    </message>
    <message>
        <source>Arena databases (*.sqlite *.db);;All files (*)</source>
        <translation>Database dell&apos;arena (*.sqlite *.db);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Cancel the running arena before opening another database.</source>
        <translation>Annulla l&apos;arena in corso prima di aprire un altro database.</translation>
    </message>
    <message>
        <source>Cannot open %1: there is no such file.</source>
        <translation>Impossibile aprire %1: il file non esiste.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Impossibile aprire %1: %2</translation>
    </message>
    <message>
        <source>%1 of %2 matches are stored: Start plays the rest.</source>
        <translation>Partite salvate: %1 su %2. «Avvia» gioca le restanti.</translation>
    </message>
    <message numerus="yes">
        <source>The database holds the whole arena: %n match(es).</source>
        <translation>
            <numerusform>Il database contiene l&apos;intera arena: %n partita.</numerusform>
            <numerusform>Il database contiene l&apos;intera arena: %n partite.</numerusform>
        </translation>
    </message>
    <message>
        <source>The debugger window is closed: the replay cannot be shown.</source>
        <translation>La finestra del debugger è chiusa: impossibile mostrare il replay.</translation>
    </message>
    <message>
        <source>Cannot open the replay of match %1: %2</source>
        <translation>Impossibile aprire il replay della partita %1: %2</translation>
    </message>
    <message>
        <source>This arena kept no replays.</source>
        <translation>Questa arena non ha conservato i replay.</translation>
    </message>
    <message>
        <source>The replay %1 is gone.</source>
        <translation>Il replay %1 non esiste più.</translation>
    </message>
    <message>
        <source>Play the Match Again</source>
        <translation>Rigioca la partita</translation>
    </message>
    <message>
        <source>%1 Play match %2 again (seed %3, the same bots in the same seats) and open it?</source>
        <translation>%1 Rigiocare la partita %2 (seme %3, gli stessi bot negli stessi posti) e aprirla?</translation>
    </message>
    <message>
        <source>A match is already being played again.</source>
        <translation>Si sta già rigiocando una partita.</translation>
    </message>
    <message>
        <source>Playing match %1 again…</source>
        <translation>Si rigioca la partita %1…</translation>
    </message>
    <message>
        <source>Match %1 cannot be played again: %2</source>
        <translation>Impossibile rigiocare la partita %1: %2</translation>
    </message>
    <message>
        <source>Match %1 played again and opened in the debugger.</source>
        <translation>Partita %1 rigiocata e aperta nel debugger.</translation>
    </message>
    <message>
        <source>&amp;Arena…</source>
        <translation>&amp;Arena…</translation>
    </message>
    <message>
        <source>Play many matches between bots, rank them with confidence intervals and open any match</source>
        <translation>Gioca molte partite tra bot, stila la classifica con intervalli di confidenza e apri qualsiasi partita</translation>
    </message>
    <message>
        <source>Warning: %1 crashed in match %2 (%3). Its later crashes are not said again: “Errors only” in Matches lists them.</source>
        <translation>Attenzione: %1 è andato in crash nella partita %2 (%3). I suoi crash successivi non vengono ripetuti: «Solo errori» in Partite li elenca.</translation>
    </message>
    <message>
        <source>Seat %1: %2 (%3)</source>
        <translation>Posto %1: %2 (%3)</translation>
    </message>
    <message>
        <source>External bots run in the sandbox.</source>
        <translation>I bot esterni vengono eseguiti nella sandbox.</translation>
    </message>
    <message>
        <source>External bots run with your rights: Tools &gt; Sandbox Untrusted Bots runs them in the sandbox.</source>
        <translation>I bot esterni vengono eseguiti con i tuoi permessi: «Strumenti &gt; Isola i bot non fidati» li esegue nella sandbox.</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Cronologia</translation>
    </message>
    <message>
        <source>A bot&apos;s versions over time, against the opponents they all met</source>
        <translation>Le versioni di un bot nel tempo, contro gli avversari che tutte hanno incontrato</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::BoardPanel</name>
    <message>
        <source>The engine could not restore this turn, so it is shown as text: %1</source>
        <translation>Il motore non è riuscito a ripristinare questo turno, che viene quindi mostrato come testo: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::BotBuilder</name>
    <message>
        <source>A build is already running.</source>
        <translation>È già in corso una compilazione.</translation>
    </message>
    <message>
        <source>Cannot remove the old build %1.</source>
        <translation>Impossibile rimuovere la compilazione precedente %1.</translation>
    </message>
    <message>
        <source>The build command &quot;%1&quot; is empty.</source>
        <translation>Il comando di compilazione «%1» è vuoto.</translation>
    </message>
    <message>
        <source>The build command could not start: %1</source>
        <translation>Impossibile avviare il comando di compilazione: %1</translation>
    </message>
    <message numerus="yes">
        <source>The build took longer than %n second(s) and was stopped.</source>
        <translation>
            <numerusform>La compilazione ha superato %n secondo ed è stata fermata.</numerusform>
            <numerusform>La compilazione ha superato %n secondi ed è stata fermata.</numerusform>
        </translation>
    </message>
    <message>
        <source>The build was stopped.</source>
        <translation>La compilazione è stata fermata.</translation>
    </message>
    <message>
        <source>The build failed with exit code %1.</source>
        <translation>La compilazione non è riuscita con codice di uscita %1.</translation>
    </message>
    <message>
        <source>The build succeeded but made no program %1.</source>
        <translation>La compilazione è riuscita ma non ha prodotto il programma %1.</translation>
    </message>
    <message>
        <source>The last build of %1 failed: fix the errors and build again.</source>
        <translation>L&apos;ultima compilazione di %1 non è riuscita: correggi gli errori e compila di nuovo.</translation>
    </message>
    <message>
        <source>%1 changed since its last build: build it again.</source>
        <translation>%1 è cambiato dall&apos;ultima compilazione: compilalo di nuovo.</translation>
    </message>
    <message>
        <source>The built program %1 is missing: build it again.</source>
        <translation>Il programma compilato %1 manca: compilalo di nuovo.</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 non esiste.</translation>
    </message>
    <message>
        <source>%1 has not been built yet: build it first (Editor ▸ Build Bot, Ctrl+B).</source>
        <translation>%1 non è ancora stato compilato: compilalo prima (Editor ▸ Compila bot, Ctrl+B).</translation>
    </message>
    <message>
        <source>This build of Kibitz has no game with a course API.</source>
        <translation>Questa build di Kibitz non ha giochi con un&apos;API del corso.</translation>
    </message>
    <message>
        <source>Up to date: %1 was built from this content before.</source>
        <translation>Aggiornato: %1 era già stato compilato da questo contenuto.</translation>
    </message>
    <message>
        <source>The last check of %1 failed: fix the errors and build again.</source>
        <translation>L&apos;ultimo controllo di %1 non è riuscito: correggi gli errori e compila di nuovo.</translation>
    </message>
    <message>
        <source>The build command changed since %1 was built: build it again.</source>
        <translation>Il comando di compilazione è cambiato da quando %1 è stato compilato: compilalo di nuovo.</translation>
    </message>
    <message>
        <source>The built program %1 changed since it was built from %2: build it again.</source>
        <translation>Il programma compilato %1 è cambiato da quando è stato compilato da %2: compilalo di nuovo.</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::BotDebugPanel</name>
    <message>
        <source>%1 runs…</source>
        <translation>%1 è in esecuzione…</translation>
    </message>
    <message numerus="yes">
        <source>%1 is attached, with %n breakpoint(s) armed for this turn; it runs…</source>
        <translation>
            <numerusform>%1 è collegato al debugger, con %n punto di interruzione attivo per questo turno; è in esecuzione…</numerusform>
            <numerusform>%1 è collegato al debugger, con %n punti di interruzione attivi per questo turno; è in esecuzione…</numerusform>
        </translation>
    </message>
    <message>
        <source>Attaching the debugger to %1…</source>
        <translation>Collegamento del debugger a %1…</translation>
    </message>
    <message>
        <source>breakpoint</source>
        <translation>punto di interruzione</translation>
    </message>
    <message>
        <source>step</source>
        <translation>passo</translation>
    </message>
    <message>
        <source>exception</source>
        <translation>eccezione</translation>
    </message>
    <message>
        <source>signal</source>
        <translation>segnale</translation>
    </message>
    <message>
        <source>pause</source>
        <translation>pausa</translation>
    </message>
    <message>
        <source>Turn %1 — %2 stopped (%3), in code without debug information</source>
        <translation>Turno %1 — %2 si è fermato (%3), in codice senza informazioni di debug</translation>
    </message>
    <message>
        <source>Turn %1 — %2 stopped at %3:%4 (%5)</source>
        <translation>Turno %1 — %2 si è fermato a %3:%4 (%5)</translation>
    </message>
    <message>
        <source>%1 answered the turn; the debugger is detached.</source>
        <translation>%1 ha risposto al turno; il debugger è scollegato.</translation>
    </message>
    <message>
        <source>Debugging %1 stopped: %2</source>
        <translation>Il debug di %1 si è interrotto: %2</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continua</translation>
    </message>
    <message>
        <source>Step Over</source>
        <translation>Passa oltre la funzione</translation>
    </message>
    <message>
        <source>Step Into</source>
        <translation>Entra nella funzione</translation>
    </message>
    <message>
        <source>Step Out</source>
        <translation>Esci dalla funzione</translation>
    </message>
    <message>
        <source>Stop Debugging</source>
        <translation>Termina il debug</translation>
    </message>
    <message>
        <source>Clear the breakpoints and let the bot answer without the debugger (%1)</source>
        <translation>Rimuove i punti di interruzione e lascia rispondere il bot senza il debugger (%1)</translation>
    </message>
    <message>
        <source>Call stack</source>
        <translation>Stack delle chiamate</translation>
    </message>
    <message>
        <source>Variables</source>
        <translation>Variabili</translation>
    </message>
    <message>
        <source>Watches</source>
        <translation>Espressioni di controllo</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>Funzione</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Expression</source>
        <translation>Espressione</translation>
    </message>
    <message>
        <source>Add a watch: an expression in the bot&apos;s language, then Enter</source>
        <translation>Aggiungi un&apos;espressione di controllo, nel linguaggio del bot, poi Invio</translation>
    </message>
    <message>
        <source>Bot Debugger</source>
        <translation>Debugger del bot</translation>
    </message>
    <message>
        <source>%1 stopped at %2:%3</source>
        <translation>%1 si è fermato a %2:%3</translation>
    </message>
    <message>
        <source>%1 is no longer debugged: it ended, or was let go.</source>
        <translation>%1 non è più in debug: è terminato, oppure è stato rilasciato dal debugger.</translation>
    </message>
    <message>
        <source>%1 crashed in the turn; the debugger is detached.</source>
        <translation>%1 è andato in crash durante il turno; il debugger è scollegato.</translation>
    </message>
    <message>
        <source>%1 ran out of time in the turn; the debugger is detached.</source>
        <translation>%1 ha esaurito il tempo nel turno; il debugger è scollegato.</translation>
    </message>
    <message>
        <source>%1 answered the turn with a move the game refuses; the debugger is detached.</source>
        <translation>%1 ha risposto al turno con una mossa che il gioco rifiuta; il debugger è scollegato.</translation>
    </message>
    <message>
        <source>No bot is being debugged. Set breakpoints in the editor&apos;s gutter (F9), then Debug &gt; Re-run a Bot up to This Turn, and Debug the Turn.</source>
        <translation>Nessun bot è in debug. Imposta punti di interruzione nel margine dell&apos;editor (F9), poi scegli Debug &gt; Riesegui un bot fino a questo turno… e premi «Debug del turno».</translation>
    </message>
    <message>
        <source>Not evaluated since the bot last stopped</source>
        <translation>Non valutata dall&apos;ultima fermata del bot</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::BotIoPanel</name>
    <message>
        <source>Show Whitespace</source>
        <translation>Mostra spazi</translation>
    </message>
    <message>
        <source>Show spaces, tabs and line ends in the texts</source>
        <translation>Mostra spazi, tabulazioni e fine riga nei testi</translation>
    </message>
    <message>
        <source>Bot I/O</source>
        <translation>I/O del bot</translation>
    </message>
    <message>
        <source>Turn %1 of %2</source>
        <translation>Turno %1 di %2</translation>
    </message>
    <message>
        <source>No replay loaded.</source>
        <translation>Nessun replay caricato.</translation>
    </message>
    <message>
        <source>Turn 0 is the initial state: no bot has been asked for a move yet.</source>
        <translation>Il turno 0 è lo stato iniziale: a nessun bot è stata ancora chiesta una mossa.</translation>
    </message>
    <message>
        <source>No bot was asked for a move in turn %1: the game advanced on its own (a respawn, for example).</source>
        <translation>A nessun bot è stata chiesta una mossa nel turno %1: il gioco è avanzato da solo (per esempio una rinascita).</translation>
    </message>
    <message>
        <source>• %1: %2</source>
        <extracomment>An event of the turn: its kind, then the game&apos;s description (&quot;Respawn: En garde!&quot;).</extracomment>
        <translation>• %1: %2</translation>
    </message>
    <message>
        <source>There is no exchange %1 in this turn.</source>
        <translation>In questo turno non c&apos;è lo scambio %1.</translation>
    </message>
    <message>
        <source>Turn %1 is the state %2 records: the engine could not re-simulate the match from turn %3 on, so what the bots received and answered is not known.</source>
        <translation>Il turno %1 è lo stato registrato in %2: il motore non ha potuto risimulare la partita dal turno %3 in poi, quindi non si sa cosa i bot abbiano ricevuto e risposto.</translation>
    </message>
    <message>
        <source>Decision %1 of %2</source>
        <translation>Decisione %1 di %2</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Tutti i giocatori</translation>
    </message>
    <message>
        <source>Player %1: %2</source>
        <translation>Giocatore %1: %2</translation>
    </message>
    <message>
        <source>Show the exchanges of one player only</source>
        <translation>Mostra gli scambi di un solo giocatore</translation>
    </message>
    <message>
        <source>Player %1 was not asked for a move in turn %2 (the filter above shows no other player).</source>
        <translation>Al giocatore %1 non è stata chiesta una mossa nel turno %2 (il filtro qui sopra non mostra altri giocatori).</translation>
    </message>
    <message>
        <source>Another player moved in turn %1: what it was told and answered is hidden while you play player %2 (untick the board&apos;s fog to see everything).</source>
        <translation>Nel turno %1 ha mosso un altro giocatore: ciò che ha ricevuto e risposto è nascosto mentre giochi come giocatore %2 (togli la spunta alla nebbia della scacchiera per vedere tutto).</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::BotLanguage</name>
    <message>
        <source>C++ (course API)</source>
        <translation>C++ (API del corso)</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::BreakpointController</name>
    <message>
        <source>Stopped at turn %1: %2</source>
        <translation>Fermato al turno %1: %2</translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <translation>Turno %1: %2</translation>
    </message>
    <message>
        <source>No breakpoint holds after turn %1.</source>
        <translation>Nessun punto di interruzione si verifica dopo il turno %1.</translation>
    </message>
    <message>
        <source>No breakpoint holds before turn %1.</source>
        <translation>Nessun punto di interruzione si verifica prima del turno %1.</translation>
    </message>
    <message>
        <source>Match resumed.</source>
        <translation>Partita ripresa.</translation>
    </message>
    <message>
        <source>Match paused at turn %1: %2</source>
        <translation>Partita in pausa al turno %1: %2</translation>
    </message>
    <message>
        <source>Match paused at turn %1.</source>
        <translation>Partita in pausa al turno %1.</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::BreakpointModel</name>
    <message>
        <source>%1 is not JSON: %2 (at byte %3)</source>
        <translation>%1 non è JSON: %2 (al byte %3)</translation>
    </message>
    <message>
        <source>%1 is not a Kibitz breakpoints file (expected an object with &quot;kibitzBreakpoints&quot; and a &quot;breakpoints&quot; array)</source>
        <translation>%1 non è un file di punti di interruzione di Kibitz (previsto un oggetto con &quot;kibitzBreakpoints&quot; e un array &quot;breakpoints&quot;)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: breakpoint %2 (%3) does not compile: %4</source>
        <translation>%1: il punto di interruzione %2 (%3) non si compila: %4</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Attivo</translation>
    </message>
    <message>
        <source>%1
Threw on a turn (counted as not holding): %2</source>
        <translation>%1
Ha generato un&apos;eccezione in un turno (contato come non verificato): %2</translation>
    </message>
    <message>
        <source>Log only: write a line to the log instead of stopping</source>
        <translation>Solo registro: scrive una riga nel registro invece di fermarsi</translation>
    </message>
    <message>
        <source>Breakpoint not changed: %1</source>
        <translation>Punto di interruzione non modificato: %1</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Attivo</translation>
    </message>
    <message>
        <source>Expression</source>
        <translation>Espressione</translation>
    </message>
    <message>
        <source>Log only</source>
        <translation>Solo registro</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Occorrenze</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::Breakpoints</name>
    <message>
        <source>breakpoint %1: expected an object with a non-empty &quot;expression&quot; string</source>
        <translation>punto di interruzione %1: previsto un oggetto con una stringa &quot;expression&quot; non vuota</translation>
    </message>
    <message>
        <source>the expression is empty</source>
        <translation>l&apos;espressione è vuota</translation>
    </message>
    <message>
        <source>it used more than %1 MB of memory in one turn, and no longer runs</source>
        <translation>ha usato più di %1 MB di memoria in un turno e non viene più eseguita</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::BreakpointsPanel</name>
    <message>
        <source>Cannot export the breakpoints: %1</source>
        <translation>Impossibile esportare i punti di interruzione: %1</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n breakpoint(s) to %1.</source>
        <translation>
            <numerusform>Esportato %n punto di interruzione in %1.</numerusform>
            <numerusform>Esportati %n punti di interruzione in %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot import the breakpoints: %1</source>
        <translation>Impossibile importare i punti di interruzione: %1</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n breakpoint(s).</source>
        <translation>
            <numerusform>Importato %n punto di interruzione.</numerusform>
            <numerusform>Importati %n punti di interruzione.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Breakpoints</source>
        <translation>Esporta punti di interruzione</translation>
    </message>
    <message>
        <source>Breakpoints (*.json);;All files (*)</source>
        <translation>Punti di interruzione (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Import Breakpoints</source>
        <translation>Importa punti di interruzione</translation>
    </message>
    <message>
        <source>Holds on a turn where it is true. Names: state, prev, events, io, turn, changed(path), get(path); the state&apos;s fields also at top level.</source>
        <translation>Si verifica in un turno in cui è vera. Nomi: state, prev, events, io, turn, changed(path), get(path); i campi dello stato anche al livello principale.</translation>
    </message>
    <message>
        <source>Log only</source>
        <translation>Solo registro</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Aggiungi</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Clear Log</source>
        <translation>Svuota registro</translation>
    </message>
    <message>
        <source>Run to Next Hit</source>
        <translation>Esegui fino alla prossima occorrenza</translation>
    </message>
    <message>
        <source>Go to the next turn where an enabled breakpoint holds</source>
        <translation>Vai al turno successivo in cui si verifica un punto di interruzione attivo</translation>
    </message>
    <message>
        <source>Previous Hit</source>
        <translation>Occorrenza precedente</translation>
    </message>
    <message>
        <source>Go back to the previous turn where an enabled breakpoint holds</source>
        <translation>Torna al turno precedente in cui si verifica un punto di interruzione attivo</translation>
    </message>
    <message>
        <source>Pause Match</source>
        <translation>Metti in pausa la partita</translation>
    </message>
    <message>
        <source>Step Match</source>
        <translation>Avanza la partita di un turno</translation>
    </message>
    <message>
        <source>Play one turn of the live match, then pause</source>
        <translation>Gioca un turno della partita in corso, poi metti in pausa</translation>
    </message>
    <message>
        <source>Resume Match</source>
        <translation>Riprendi la partita</translation>
    </message>
    <message>
        <source>Import Breakpoints…</source>
        <translation>Importa punti di interruzione…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importa…</translation>
    </message>
    <message>
        <source>Export Breakpoints…</source>
        <translation>Esporta punti di interruzione…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Esporta…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Breakpoints</source>
        <translation>Punti di interruzione</translation>
    </message>
    <message>
        <source>This game&apos;s state: %1.
Its events (events[i].type, .player, .text, .data): %2.</source>
        <translation>Lo stato di questo gioco: %1.
I suoi eventi (events[i].type, .player, .text, .data): %2.</translation>
    </message>
    <message>
        <source>JavaScript expression over the turn</source>
        <translation>Espressione JavaScript sul turno</translation>
    </message>
    <message>
        <source>JavaScript expression, e.g. %1</source>
        <translation>Espressione JavaScript, per es. %1</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Esempi</translation>
    </message>
    <message>
        <source>Expressions for this game&apos;s state and events</source>
        <translation>Espressioni per lo stato e gli eventi di questo gioco</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::BuildPanel</name>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Riga</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Messaggio</translation>
    </message>
    <message>
        <source>No build yet. Build the current bot with Ctrl+B.</source>
        <translation>Ancora nessuna compilazione. Compila il bot corrente con Ctrl+B.</translation>
    </message>
    <message>
        <source>Building %1…</source>
        <translation>Compilazione di %1…</translation>
    </message>
    <message>
        <source>%1 built: %2, %3.</source>
        <translation>%1 compilato: %2, %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n errore</numerusform>
            <numerusform>%n errori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avviso</numerusform>
            <numerusform>%n avvisi</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 failed to build: %2 (%3, %4). The old program was removed.</source>
        <translation>Compilazione di %1 non riuscita: %2 (%3, %4). Il programma precedente è stato rimosso.</translation>
    </message>
    <message>
        <source>%1 failed to build: %2 (%3, %4).</source>
        <translation>Compilazione di %1 non riuscita: %2 (%3, %4).</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::BuildSettingsDialog</name>
    <message>
        <source>The C++ build command cannot be empty: a C++ bot must be compiled.</source>
        <translation>Il comando di compilazione C++ non può essere vuoto: un bot C++ deve essere compilato.</translation>
    </message>
    <message>
        <source>The C++ build command must contain SOURCE (the file to compile).</source>
        <translation>Il comando di compilazione C++ deve contenere SOURCE (il file da compilare).</translation>
    </message>
    <message>
        <source>The C++ build command must contain BOT (the program to make).</source>
        <translation>Il comando di compilazione C++ deve contenere BOT (il programma da generare).</translation>
    </message>
    <message>
        <source>Build Settings</source>
        <translation>Impostazioni di compilazione</translation>
    </message>
    <message>
        <source>The command that builds a bot, run without a shell in the source&apos;s folder. BOT is replaced by the program to make (the source&apos;s name without extension) and SOURCE by the source file. Leave Python empty to run the source as it is.</source>
        <translation>Il comando che compila un bot, eseguito senza shell nella cartella del sorgente. BOT è sostituito dal programma da generare (il nome del sorgente senza estensione) e SOURCE dal file sorgente. Lascia vuoto Python per eseguire il sorgente così com&apos;è.</translation>
    </message>
    <message>
        <source>C++:</source>
        <translation>C++:</translation>
    </message>
    <message>
        <source>Python:</source>
        <translation>Python:</translation>
    </message>
    <message>
        <source>none (e.g. python3 -m py_compile SOURCE)</source>
        <translation>nessuno (ad es. python3 -m py_compile SOURCE)</translation>
    </message>
    <message>
        <source>Choose the Course Players Folder</source>
        <translation>Scegli la cartella dei giocatori del corso</translation>
    </message>
    <message>
        <source>The compile command of course players cannot be empty.</source>
        <translation>Il comando di compilazione dei giocatori del corso non può essere vuoto.</translation>
    </message>
    <message>
        <source>Course players:</source>
        <translation>Giocatori del corso:</translation>
    </message>
    <message>
        <source>Course players folder:</source>
        <translation>Cartella dei giocatori del corso:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>A folder of course players (AI&lt;Name&gt;.cc or .o). An OrkIsland log that names them opens played again by them: every turn can then be verified and continued.</source>
        <translation>Una cartella di giocatori del corso (AI&lt;Nome&gt;.cc o .o). Un log di OrkIsland che li nomina si apre rigiocato da loro: ogni turno si può allora verificare e continuare.</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Sfoglia…</translation>
    </message>
    <message>
        <source>How course players (AI&lt;Name&gt;.cc, the original C++ API) are compiled. Kibitz adds its course API, the player&apos;s file and the program to make; builds are cached by content.</source>
        <translation>Come si compilano i giocatori del corso (AI&lt;Nome&gt;.cc, l&apos;API C++ originale). Kibitz aggiunge la sua API del corso, il file del giocatore e il programma da creare; le compilazioni sono memorizzate in base al contenuto.</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::ChartsPanel</name>
    <message>
        <source>Export PNG…</source>
        <translation>Esporta PNG…</translation>
    </message>
    <message>
        <source>Save the charts as one image</source>
        <translation>Salva i grafici come un&apos;unica immagine</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Esporta CSV…</translation>
    </message>
    <message>
        <source>Save the values of every metric at every turn as a spreadsheet</source>
        <translation>Salva i valori di ogni metrica a ogni turno come foglio di calcolo</translation>
    </message>
    <message>
        <source>No replay loaded.</source>
        <translation>Nessun replay caricato.</translation>
    </message>
    <message>
        <source>This game declares no metrics to chart.</source>
        <translation>Questo gioco non dichiara metriche da rappresentare.</translation>
    </message>
    <message>
        <source>There are no charts to export.</source>
        <translation>Non ci sono grafici da esportare.</translation>
    </message>
    <message>
        <source>Export Charts</source>
        <translation>Esporta grafici</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Immagini PNG (*.png)</translation>
    </message>
    <message>
        <source>Could not export the charts: %1</source>
        <translation>Impossibile esportare i grafici: %1</translation>
    </message>
    <message>
        <source>Export Chart Data</source>
        <translation>Esporta dati dei grafici</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>Could not export the data: %1</source>
        <translation>Impossibile esportare i dati: %1</translation>
    </message>
    <message>
        <source>Which chart to show: all of them stacked, or one filling the panel</source>
        <translation>Quale grafico mostrare: tutti impilati, o uno solo che occupa il pannello</translation>
    </message>
    <message>
        <source>All charts</source>
        <translation>Tutti i grafici</translation>
    </message>
    <message>
        <source>Values reported by %1</source>
        <translation>Valori comunicati da %1</translation>
    </message>
    <message>
        <source>%1: value lines ignored: %2 (the first: %3)</source>
        <translation>%1: righe di valori ignorate: %2 (la prima: %3)</translation>
    </message>
    <message>
        <source>Memory of %1 (MB)</source>
        <extracomment>Chart titles: how long one bot took to reply each turn, and how much memory it held.</extracomment>
        <translation>Memoria di %1 (MB)</translation>
    </message>
    <message>
        <source>Reply time of %1 (ms)</source>
        <translation>Tempo di risposta di %1 (ms)</translation>
    </message>
    <message>
        <source>Resident</source>
        <translation>Residente</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>Picco</translation>
    </message>
    <message>
        <source>Reply (wall)</source>
        <translation>Risposta (reale)</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Limite</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Profiled</source>
        <extracomment>The markers on a bot&apos;s Reply time chart of the turns that have a profile.</extracomment>
        <translation>Profilato</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::CompareWindow</name>
    <message>
        <source>%1 is a replay of %2 and the other one of %3: only replays of the same game can be compared.</source>
        <translation>%1 è un replay di %2 e l&apos;altro di %3: si possono confrontare solo replay dello stesso gioco.</translation>
    </message>
    <message>
        <source>%1 has no turns.</source>
        <translation>%1 non ha turni.</translation>
    </message>
    <message>
        <source>Open Replay to Compare</source>
        <translation>Apri replay da confrontare</translation>
    </message>
    <message>
        <source>Compare Replays</source>
        <translation>Confronta replay</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Impossibile aprire %1: %2</translation>
    </message>
    <message>
        <source>%1 ends at turn %2.</source>
        <translation>%1 termina al turno %2.</translation>
    </message>
    <message numerus="yes">
        <source>Turn %1 (the first difference): %n value(s) differ</source>
        <translation>
            <numerusform>Turno %1 (la prima differenza): %n valore diverso</numerusform>
            <numerusform>Turno %1 (la prima differenza): %n valori diversi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turn %1: %n value(s) differ</source>
        <translation>
            <numerusform>Turno %1: %n valore diverso</numerusform>
            <numerusform>Turno %1: %n valori diversi</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1 of %2</source>
        <translation>Turno %1 di %2</translation>
    </message>
    <message>
        <source>Open two replays of the same game to compare them.</source>
        <translation>Apri due replay dello stesso gioco per confrontarli.</translation>
    </message>
    <message numerus="yes">
        <source>The replays are identical (%n turn(s)).</source>
        <translation>
            <numerusform>I replay sono identici (%n turno).</numerusform>
            <numerusform>I replay sono identici (%n turni).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>First difference at turn %1: %n value(s) differ there.</source>
        <translation>
            <numerusform>Prima differenza al turno %1: lì %n valore è diverso.</numerusform>
            <numerusform>Prima differenza al turno %1: lì %n valori sono diversi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare Replays — Kibitz</source>
        <translation>Confronta replay — Kibitz</translation>
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
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: (no replay)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: (nessun replay)</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Apri…</translation>
    </message>
    <message>
        <source>Go to First Difference</source>
        <translation>Vai alla prima differenza</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Percorso</translation>
    </message>
    <message>
        <source>Compare &amp;Replays…</source>
        <translation>Confronta re&amp;play…</translation>
    </message>
    <message>
        <source>Show two replays of the same game side by side and where they first differ</source>
        <translation>Mostra affiancati due replay dello stesso gioco e il punto in cui iniziano a differire</translation>
    </message>
    <message>
        <source>Open a replay of the same game here to compare it with the other side.</source>
        <translation>Apri qui un replay dello stesso gioco per confrontarlo con l&apos;altro lato.</translation>
    </message>
    <message>
        <source>Replays and logs (*.kbz *.json *.log *.txt);;Kibitz replays (*.kbz);;All files (*)</source>
        <translation>Replay e log (*.kbz *.json *.log *.txt);;Replay di Kibitz (*.kbz);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>(no reply)</source>
        <translation>(nessuna risposta)</translation>
    </message>
    <message>
        <source>Reply of player %1</source>
        <translation>Risposta del giocatore %1</translation>
    </message>
    <message numerus="yes">
        <source>Turn %1: %n reply(s) differ.</source>
        <translation>
            <numerusform>Turno %1: %n risposta diversa.</numerusform>
            <numerusform>Turno %1: %n risposte diverse.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reply(s) differ.</source>
        <translation>
            <numerusform>%n risposta diversa.</numerusform>
            <numerusform>%n risposte diverse.</numerusform>
        </translation>
    </message>
    <message>
        <source>The states are identical.</source>
        <translation>Gli stati sono identici.</translation>
    </message>
    <message numerus="yes">
        <source>The replies differ in %n turn(s), first at turn %1.</source>
        <translation>
            <numerusform>Le risposte differiscono in %n turno, il primo è il turno %1.</numerusform>
            <numerusform>Le risposte differiscono in %n turni, il primo è il turno %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Next Different Reply</source>
        <translation>Risposta diversa successiva</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::CostText</name>
    <message>
        <source>CPU %1 ms</source>
        <extracomment>A bot&apos;s on-CPU time for one turn, in milliseconds.</extracomment>
        <translation>CPU %1 ms</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <extracomment>A bot&apos;s resident memory, in megabytes.</extracomment>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>On-CPU time of the bot&apos;s processes for this turn: %1 ms</source>
        <translation>Tempo di CPU dei processi del bot in questo turno: %1 ms</translation>
    </message>
    <message>
        <source>Resident memory at the reply: %1 MB (the most so far: %2 MB)</source>
        <translation>Memoria residente alla risposta: %1 MB (il massimo finora: %2 MB)</translation>
    </message>
    <message>
        <source>Measured over the bot&apos;s process and its children</source>
        <translation>Misurato sul processo del bot e sui suoi figli</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::CurrentBot</name>
    <message>
        <source>The bot editor is not available.</source>
        <translation>L&apos;editor dei bot non è disponibile.</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::DiagnosticParser</name>
    <message>
        <source>called from here (in %1): %2</source>
        <translation>chiamato da qui (in %1): %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::DiskFile</name>
    <message>
        <source>%1 does not exist (deleted or moved?).</source>
        <translation>%1 non esiste (eliminato o spostato?).</translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 non è un file.</translation>
    </message>
    <message>
        <source>%1 is %2: the editor opens sources up to %3.</source>
        <translation>%1 è di %2: l&apos;editor apre sorgenti fino a %3.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2. Check its permissions.</source>
        <translation>Impossibile leggere %1: %2. Controlla i suoi permessi.</translation>
    </message>
    <message>
        <source>%1 is not a text file (it holds NUL bytes).</source>
        <translation>%1 non è un file di testo (contiene byte NUL).</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text (line %2 is in another encoding). The editor reads and writes UTF-8 only: convert the file first, e.g. iconv -f latin1 -t utf-8.</source>
        <translation>%1 non è testo UTF-8 (la riga %2 è in un&apos;altra codifica). L&apos;editor legge e scrive solo UTF-8: converti prima il file, ad es. iconv -f latin1 -t utf-8.</translation>
    </message>
    <message>
        <source>Kibitz cannot write in the folder %1.</source>
        <translation>Kibitz non può scrivere nella cartella %1.</translation>
    </message>
    <message>
        <source>%1 is read-only.</source>
        <translation>%1 è di sola lettura.</translation>
    </message>
    <message>
        <source>%1 is a system file of the kernel, not a source.</source>
        <translation>%1 è un file di sistema del kernel, non un sorgente.</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::DominoesBoard</name>
    <message>
        <source>No frame</source>
        <translation>Nessun fotogramma</translation>
    </message>
    <message>
        <source>This frame is not a dominoes position: %1</source>
        <translation>Questo fotogramma non è una posizione del domino: %1</translation>
    </message>
    <message>
        <source>Dead cells</source>
        <translation>Caselle morte</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Prossima mossa</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::DominoesGridWidget</name>
    <message>
        <source>Total S %1 · placed F %2 · final score D = S×F/64 = %3 · reveals left %4</source>
        <translation>Totale S %1 · piazzate F %2 · punteggio finale D = S×F/64 = %3 · rivelazioni rimaste %4</translation>
    </message>
    <message numerus="yes">
        <source>%n dead cell(s)</source>
        <translation>
            <numerusform>%n casella morta</numerusform>
            <numerusform>%n caselle morte</numerusform>
        </translation>
    </message>
    <message>
        <source>game over: %1</source>
        <translation>partita finita: %1</translation>
    </message>
    <message>
        <source>Cell %1 (row %2, col %3)</source>
        <translation>Casella %1 (riga %2, colonna %3)</translation>
    </message>
    <message>
        <source>Pattern %1: %2 (top row, bottom row)</source>
        <translation>Motivo %1: %2 (riga superiore, riga inferiore)</translation>
    </message>
    <message>
        <source>The first domino, dealt at random</source>
        <translation>La prima tessera, distribuita a caso</translation>
    </message>
    <message numerus="yes">
        <source>Empty, %n occupied neighbour(s)</source>
        <translation>
            <numerusform>Vuota, %n vicina occupata</numerusform>
            <numerusform>Vuota, %n vicine occupate</numerusform>
        </translation>
    </message>
    <message>
        <source>Dead: no domino still to be placed fits its neighbours</source>
        <translation>Morta: nessuna tessera ancora da piazzare combacia con le vicine</translation>
    </message>
    <message>
        <source>Not dead: a remaining domino can still fit</source>
        <translation>Non morta: una tessera rimasta può ancora starci</translation>
    </message>
    <message>
        <source>The selected domino can go here</source>
        <translation>La tessera selezionata può andare qui</translation>
    </message>
    <message>
        <source>The selected domino cannot go here</source>
        <translation>La tessera selezionata non può andare qui</translation>
    </message>
    <message numerus="yes">
        <source>Stack slot %1: empty (%n reveal(s) left)</source>
        <translation>
            <numerusform>Posizione %1 della pila: vuota (%n rivelazione rimasta)</numerusform>
            <numerusform>Posizione %1 della pila: vuota (%n rivelazioni rimaste)</numerusform>
        </translation>
    </message>
    <message>
        <source>Stack slot %1: pattern %2 (%3)</source>
        <translation>Posizione %1 della pila: motivo %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <source>Fits %n cell(s)</source>
        <translation>
            <numerusform>Sta in %n casella</numerusform>
            <numerusform>Sta in %n caselle</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::DominoesMoveInput</name>
    <message>
        <source>Select a domino in the stack first (click it, or Enter on it).</source>
        <translation>Seleziona prima una tessera nella pila (fai clic su di essa o premi Invio).</translation>
    </message>
    <message>
        <source>Cell %1 is occupied.</source>
        <translation>La casella %1 è occupata.</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Rifiutato: %1</translation>
    </message>
    <message>
        <source>Stack slot %1 is empty: Enter (or a click on it) reveals a domino into it.</source>
        <translation>La posizione %1 della pila è vuota: Invio (o un clic su di essa) vi scopre una tessera.</translation>
    </message>
    <message>
        <source>Stack slot %1: Enter (or a click on it) selects its domino to place it.</source>
        <translation>Posizione %1 della pila: Invio (o un clic su di essa) seleziona la sua tessera per piazzarla.</translation>
    </message>
    <message numerus="yes">
        <source>Placing the domino of slot %1: it fits %n highlighted cell(s). Click one, or move with the arrows and press Enter; Enter on an occupied cell goes back to the stack.</source>
        <translation>
            <numerusform>Piazzamento della tessera della posizione %1: entra in %n casella evidenziata. Fai clic su di essa, oppure spostati con le frecce e premi Invio; Invio su una casella occupata torna alla pila.</numerusform>
            <numerusform>Piazzamento della tessera della posizione %1: entra in %n caselle evidenziate. Fai clic su una di esse, oppure spostati con le frecce e premi Invio; Invio su una casella occupata torna alla pila.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a stack tile, then a highlighted cell; or Up/Down in the stack, Enter to reveal or select, the arrows and Enter to place; Q quits. Or type the reply below.</source>
        <translation>Fai clic su una tessera della pila, poi su una casella evidenziata; oppure Su/Giù nella pila, Invio per scoprire o selezionare, le frecce e Invio per piazzare; Q abbandona. Oppure scrivi la risposta qui sotto.</translation>
    </message>
    <message>
        <source>Quit the Game (Q)</source>
        <translation>Abbandona la partita (Q)</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::DominoesPlayDialog</name>
    <message>
        <source>Play Dominoes</source>
        <translation>Gioca a Domino</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Seme:</translation>
    </message>
    <message>
        <source>The deck is dealt from this number (0 to 4294967295), like the original&apos;s srand(time(0)). The same seed deals the same game.</source>
        <translation>Il mazzo viene distribuito a partire da questo numero (da 0 a 4294967295), come lo srand(time(0)) dell&apos;originale. Lo stesso seme distribuisce la stessa partita.</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <source>Quit game (q)</source>
        <translation>Abbandona la partita (q)</translation>
    </message>
    <message>
        <source>Open in the main window</source>
        <translation>Apri nella finestra principale</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Keys of the original: Up/Down choose a stack slot; Enter on an empty slot reveals the next domino, on a filled one selects it; then the arrows move on the grid and Enter places it (Enter on an occupied cell goes back to the stack); q quits. Mouse: click a stack tile to select it (an empty one to reveal), then a highlighted cell to place it. A domino must match every occupied neighbour; the fewer dominoes pending, the more a placement scores. The third number of the score line is S×F/64 (the README says S/F, the program computes S×F/64).</source>
        <translation>Tasti dell&apos;originale: Su/Giù scelgono una posizione della pila; Invio su una posizione vuota rivela la tessera successiva, su una piena la seleziona; poi le frecce spostano la selezione sulla griglia e Invio piazza la tessera (Invio su una casella occupata torna alla pila); q esce. Mouse: fai clic su una tessera della pila per selezionarla (su una posizione vuota per rivelarla), poi su una casella evidenziata per piazzarla. Una tessera deve combaciare con ogni vicina occupata; meno tessere restano in attesa, più punti vale un piazzamento. Il terzo numero della riga del punteggio è S×F/64 (il README dice S/F, il programma calcola S×F/64).</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 4294967295, got &quot;%1&quot;.</source>
        <translation>Il seme deve essere un numero intero da 0 a 4294967295, ricevuto «%1».</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Umano</translation>
    </message>
    <message>
        <source>New game on seed %1: the first domino is on cell %2.</source>
        <translation>Nuova partita con seme %1: la prima tessera è sulla casella %2.</translation>
    </message>
    <message>
        <source>Back to the stack.</source>
        <translation>Ritorno alla pila.</translation>
    </message>
    <message numerus="yes">
        <source>Selected pattern %1 (%2): it fits %n highlighted cell(s).</source>
        <translation>
            <numerusform>Selezionato il motivo %1 (%2): sta in %n casella evidenziata.</numerusform>
            <numerusform>Selezionato il motivo %1 (%2): sta in %n caselle evidenziate.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select a domino in the stack first (click it, or Enter on it).</source>
        <translation>Seleziona prima una tessera nella pila (fai clic su di essa o premi Invio).</translation>
    </message>
    <message>
        <source>Cell %1 is occupied.</source>
        <translation>La casella %1 è occupata.</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Rifiutato: %1</translation>
    </message>
    <message>
        <source>Game over. %1</source>
        <translation>Partita finita. %1</translation>
    </message>
    <message>
        <source>Choose a seed (the current time by default) and start a new game.</source>
        <translation>Scegli un seme (per impostazione predefinita l&apos;ora attuale) e inizia una nuova partita.</translation>
    </message>
    <message>
        <source>Press &quot;New game&quot; to deal.</source>
        <translation>Premi «Nuova partita» per distribuire.</translation>
    </message>
    <message>
        <source>Seed %1 · turn %2 · the game is over.</source>
        <translation>Seme %1 · turno %2 · la partita è finita.</translation>
    </message>
    <message>
        <source>Seed %1 · turn %2 · grid mode: arrows move, Enter places the selected domino.</source>
        <translation>Seme %1 · turno %2 · modalità griglia: le frecce spostano la selezione, Invio piazza la tessera selezionata.</translation>
    </message>
    <message>
        <source>Seed %1 · turn %2 · stack mode: Up/Down choose a slot, Enter reveals or selects.</source>
        <translation>Seme %1 · turno %2 · modalità pila: Su/Giù scelgono una posizione, Invio rivela o seleziona.</translation>
    </message>
    <message>
        <source>This game is not over. Quit it (recorded as QUIT) and open it in the main window?</source>
        <translation>Questa partita non è finita. Abbandonarla (registrato come QUIT) e aprirla nella finestra principale?</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::EditorFeature</name>
    <message>
        <source>Built %1</source>
        <translation>%1 compilato</translation>
    </message>
    <message>
        <source>Build failed: %1</source>
        <translation>Compilazione non riuscita: %1</translation>
    </message>
    <message>
        <source>New Bot from Template…</source>
        <translation>Nuovo bot da modello…</translation>
    </message>
    <message>
        <source>Open Bot Source…</source>
        <translation>Apri sorgente del bot…</translation>
    </message>
    <message>
        <source>Save Bot Source</source>
        <translation>Salva sorgente del bot</translation>
    </message>
    <message>
        <source>Save the bot source (Ctrl+S in the editor)</source>
        <translation>Salva il sorgente del bot (Ctrl+S nell&apos;editor)</translation>
    </message>
    <message>
        <source>Save Bot Source As…</source>
        <translation>Salva sorgente del bot con nome…</translation>
    </message>
    <message>
        <source>Close Bot Source</source>
        <translation>Chiudi sorgente del bot</translation>
    </message>
    <message>
        <source>Find…</source>
        <translation>Trova…</translation>
    </message>
    <message>
        <source>Replace…</source>
        <translation>Sostituisci…</translation>
    </message>
    <message>
        <source>Find Next</source>
        <translation>Trova successivo</translation>
    </message>
    <message>
        <source>Find Previous</source>
        <translation>Trova precedente</translation>
    </message>
    <message>
        <source>Go to Line…</source>
        <translation>Vai alla riga…</translation>
    </message>
    <message>
        <source>Zoom In</source>
        <translation>Aumenta zoom</translation>
    </message>
    <message>
        <source>Zoom Out</source>
        <translation>Riduci zoom</translation>
    </message>
    <message>
        <source>Build Bot</source>
        <translation>Compila bot</translation>
    </message>
    <message>
        <source>Stop Build</source>
        <translation>Ferma compilazione</translation>
    </message>
    <message>
        <source>Build Settings…</source>
        <translation>Impostazioni di compilazione…</translation>
    </message>
    <message>
        <source>Save Bot Input up to This Turn…</source>
        <translation>Salva l&apos;input del bot fino a questo turno…</translation>
    </message>
    <message>
        <source>Everything a player received from turn 0 to this turn, so that ./bot &lt; input.txt reproduces its decision</source>
        <translation>Tutto ciò che un giocatore ha ricevuto dal turno 0 a questo turno, così che ./bot &lt; input.txt riproduca la sua decisione</translation>
    </message>
    <message>
        <source>Open Bot Source</source>
        <translation>Apri sorgente del bot</translation>
    </message>
    <message>
        <source>There is no %1 template for %2.</source>
        <translation>Non esiste un modello %1 per %2.</translation>
    </message>
    <message>
        <source>No bot source is open.</source>
        <translation>Nessun sorgente di bot è aperto.</translation>
    </message>
    <message>
        <source>%1 is neither C++ nor Python: there is no build command for it.</source>
        <translation>%1 non è né C++ né Python: non c&apos;è un comando di compilazione per esso.</translation>
    </message>
    <message>
        <source>Save %1 before building it.</source>
        <translation>Salva %1 prima di compilarlo.</translation>
    </message>
    <message>
        <source>No bot is open in the editor.</source>
        <translation>Nessun bot è aperto nell&apos;editor.</translation>
    </message>
    <message>
        <source>%1 is not saved yet: save and build it first.</source>
        <translation>%1 non è ancora salvato: salvalo e compilalo prima.</translation>
    </message>
    <message>
        <source>%1 is neither C++ nor Python.</source>
        <translation>%1 non è né C++ né Python.</translation>
    </message>
    <message>
        <source>%1 has unsaved changes: save and build it first.</source>
        <translation>%1 ha modifiche non salvate: salvalo e compilalo prima.</translation>
    </message>
    <message>
        <source>%1 is still being built.</source>
        <translation>%1 è ancora in compilazione.</translation>
    </message>
    <message>
        <source>No match is open.</source>
        <translation>Nessuna partita è aperta.</translation>
    </message>
    <message>
        <source>There is no player %1 in this match.</source>
        <translation>In questa partita non c&apos;è il giocatore %1.</translation>
    </message>
    <message numerus="yes">
        <source>Player %1: %2 (%n input(s))</source>
        <translation>
            <numerusform>Giocatore %1: %2 (%n input)</numerusform>
            <numerusform>Giocatore %1: %2 (%n input)</numerusform>
        </translation>
    </message>
    <message>
        <source>Save Bot Input up to This Turn</source>
        <translation>Salva l&apos;input del bot fino a questo turno</translation>
    </message>
    <message>
        <source>Whose input, turns 0 to %1?</source>
        <translation>Di chi è l&apos;input, turni da 0 a %1?</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>File di testo (*.txt);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Save Bot Input</source>
        <translation>Salva input del bot</translation>
    </message>
    <message>
        <source>Could not save the input: %1</source>
        <translation>Impossibile salvare l&apos;input: %1</translation>
    </message>
    <message>
        <source>Saved the input of player %1 up to turn %2 to %3</source>
        <translation>Input del giocatore %1 fino al turno %2 salvato in %3</translation>
    </message>
    <message>
        <source>Bot Editor</source>
        <translation>Editor dei bot</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Compilazione</translation>
    </message>
    <message>
        <source>Bot sources (*.cpp *.cc *.h *.hpp *.hh *.py);;All files (*)</source>
        <translation>Sorgenti dei bot (*.cpp *.cc *.h *.hpp *.hh *.py);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>%1 crashed at turn %2: its traceback</source>
        <translation>%1 è andato in crash al turno %2: il suo traceback</translation>
    </message>
    <message>
        <source>%1 crashed at turn %2 (see Build)</source>
        <translation>%1 è andato in crash al turno %2 (vedi Compilazione)</translation>
    </message>
    <message>
        <source>Ed&amp;itor</source>
        <translation>&amp;Editor</translation>
    </message>
    <message>
        <source>the match could not start</source>
        <translation>la partita non è potuta iniziare</translation>
    </message>
    <message>
        <source>Go to %1:%2</source>
        <extracomment>A button of an error dialog: opens the source at the compiler&apos;s line (&quot;Go to AIFoo.cc:5&quot;).</extracomment>
        <translation>Vai a %1:%2</translation>
    </message>
    <message>
        <source>Source Breakpoints</source>
        <translation>Punti di interruzione nel codice</translation>
    </message>
    <message>
        <source>Go Back</source>
        <translation>Torna indietro</translation>
    </message>
    <message>
        <source>Go Forward</source>
        <translation>Vai avanti</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::EditorPanel</name>
    <message>
        <source>Bot Editor</source>
        <translation>Editor dei bot</translation>
    </message>
    <message>
        <source>%1 *</source>
        <translation>%1 *</translation>
    </message>
    <message>
        <source>Not saved yet</source>
        <translation>Non ancora salvato</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Salvato %1</translation>
    </message>
    <message>
        <source>Save Bot Source</source>
        <translation>Salva sorgente del bot</translation>
    </message>
    <message>
        <source>Bot sources (*.cpp *.cc *.h *.hpp *.py);;All files (*)</source>
        <translation>Sorgenti dei bot (*.cpp *.cc *.h *.hpp *.py);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Modifiche non salvate</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them before closing?</source>
        <translation>%1 ha modifiche non salvate. Salvarle prima di chiudere?</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Non trovato</translation>
    </message>
    <message numerus="yes">
        <source>%n replaced</source>
        <translation>
            <numerusform>%n sostituzione</numerusform>
            <numerusform>%n sostituzioni</numerusform>
        </translation>
    </message>
    <message>
        <source>Go to Line</source>
        <translation>Vai alla riga</translation>
    </message>
    <message>
        <source>Line (1–%1):</source>
        <translation>Riga (1–%1):</translation>
    </message>
    <message>
        <source>Could not autosave %1: %2</source>
        <translation>Impossibile salvare automaticamente %1: %2</translation>
    </message>
    <message>
        <source>recovered</source>
        <translation>recuperato</translation>
    </message>
    <message>
        <source>%1 (deleted)</source>
        <extracomment>A tab whose file was deleted on disk while open: &quot;bot.py (deleted)&quot;.</extracomment>
        <translation>%1 (eliminato)</translation>
    </message>
    <message>
        <source>%1 Save As keeps your changes elsewhere.</source>
        <translation>%1 Salva con nome conserva le tue modifiche altrove.</translation>
    </message>
    <message>
        <source>Cannot save %1: %2 Your changes are kept in the editor: save them elsewhere with Save As.</source>
        <translation>Impossibile salvare %1: %2 Le tue modifiche restano nell&apos;editor: salvale altrove con Salva con nome.</translation>
    </message>
    <message>
        <source>%1 changed on disk but cannot be loaded: %2 The text here is kept as it was.</source>
        <translation>%1 è cambiato sul disco ma non può essere caricato: %2 Il testo qui resta com&apos;era.</translation>
    </message>
    <message>
        <source>Reloaded %1: it changed on disk.</source>
        <translation>%1 ricaricato: era cambiato sul disco.</translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>File cambiato sul disco</translation>
    </message>
    <message>
        <source>%1 changed on disk, and it has unsaved changes here.

Reload from Disk: take the file as it is now (your changes here are lost).
Keep My Version: keep the text here; saving it replaces the file on disk.</source>
        <translation>%1 è cambiato sul disco e qui ha modifiche non salvate.

Ricarica dal disco: prendi il file com&apos;è ora (le tue modifiche qui vanno perse).
Mantieni la mia versione: mantieni il testo qui; salvarlo sostituisce il file sul disco.</translation>
    </message>
    <message>
        <source>Reload from Disk</source>
        <translation>Ricarica dal disco</translation>
    </message>
    <message>
        <source>Keep My Version</source>
        <translation>Mantieni la mia versione</translation>
    </message>
    <message>
        <source>Kept your version of %1; the file on disk differs.</source>
        <translation>Mantenuta la tua versione di %1; il file sul disco è diverso.</translation>
    </message>
    <message>
        <source>%1 was deleted or moved on disk. Its text stays open here: save it to write the file again.</source>
        <translation>%1 è stato eliminato o spostato sul disco. Il suo testo resta aperto qui: salvalo per scrivere di nuovo il file.</translation>
    </message>
    <message>
        <source>%1 cannot be read any more: %2 Its text stays open here.</source>
        <translation>%1 non si può più leggere: %2 Il suo testo resta aperto qui.</translation>
    </message>
    <message>
        <source>%1 changed on disk since it was opened here. Save anyway and replace that version with yours?</source>
        <translation>%1 è cambiato sul disco da quando è stato aperto qui. Salvare comunque e sostituire quella versione con la tua?</translation>
    </message>
    <message>
        <source>Replace on Disk</source>
        <translation>Sostituisci sul disco</translation>
    </message>
    <message>
        <source>Do Not Save</source>
        <translation>Non salvare</translation>
    </message>
    <message>
        <source>Not saved: %1 changed on disk.</source>
        <translation>Non salvato: %1 è cambiato sul disco.</translation>
    </message>
    <message>
        <source>Not reopened (moved, deleted or unreadable): %1</source>
        <translation>Non riaperti (spostati, eliminati o illeggibili): %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::EventsModel</name>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Dettagli</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::EventsPanel</name>
    <message>
        <source>All events (%1)</source>
        <translation>Tutti gli eventi (%1)</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Tutti i giocatori</translation>
    </message>
    <message>
        <source>No player</source>
        <translation>Nessun giocatore</translation>
    </message>
    <message>
        <source>No events in this turn</source>
        <translation>Nessun evento in questo turno</translation>
    </message>
    <message>
        <source>No events</source>
        <translation>Nessun evento</translation>
    </message>
    <message>
        <source>Go to This Event</source>
        <translation>Vai a questo evento</translation>
    </message>
    <message>
        <source>Break on Every “%1” of %2</source>
        <translation>Interrompi a ogni «%1» di %2</translation>
    </message>
    <message>
        <source>Break on Every “%1”</source>
        <translation>Interrompi a ogni «%1»</translation>
    </message>
    <message>
        <source>Break on Every “%1” of Any Player</source>
        <translation>Interrompi a ogni «%1» di qualsiasi giocatore</translation>
    </message>
    <message>
        <source>Whole match</source>
        <translation>Tutta la partita</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Questo turno</translation>
    </message>
    <message>
        <source>Filter by text</source>
        <translation>Filtra per testo</translation>
    </message>
    <message>
        <source>Click: go to the event and mark it on the board. Ctrl+click: break on every such event.</source>
        <translation>Clic: vai all&apos;evento e segnalalo sulla scacchiera. Ctrl+clic: interrompi a ogni evento di questo tipo.</translation>
    </message>
    <message>
        <source>Next Event</source>
        <translation>Evento successivo</translation>
    </message>
    <message>
        <source>Go to the next event of the chosen type</source>
        <translation>Vai al prossimo evento del tipo scelto</translation>
    </message>
    <message>
        <source>Previous Event</source>
        <translation>Evento precedente</translation>
    </message>
    <message>
        <source>Go back to the previous event of the chosen type</source>
        <translation>Torna all&apos;evento precedente del tipo scelto</translation>
    </message>
    <message>
        <source>Cannot add the breakpoint: %1</source>
        <translation>Impossibile aggiungere il punto di interruzione: %1</translation>
    </message>
    <message>
        <source>Added the breakpoint %1 (F8 runs to its next hit)</source>
        <translation>Aggiunto il punto di interruzione %1 (F8 esegue fino alla prossima occorrenza)</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Eventi</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::ExchangeView</name>
    <message>
        <source>Input</source>
        <translation>Input</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Output</translation>
    </message>
    <message>
        <source>Standard error</source>
        <translation>Standard error</translation>
    </message>
    <message>
        <source>truncated</source>
        <translation>troncato</translation>
    </message>
    <message>
        <source>The bot wrote more than Kibitz keeps: the end of its standard error is missing.</source>
        <translation>Il bot ha scritto più di quanto Kibitz conserva: manca la fine del suo standard error.</translation>
    </message>
    <message>
        <source>(no reply)</source>
        <translation>(nessuna risposta)</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <source>Copy this input to the clipboard</source>
        <translation>Copia questo input negli appunti</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Salva…</translation>
    </message>
    <message>
        <source>Save this input to a file, to replay the turn with: ./bot &lt; file</source>
        <translation>Salva questo input in un file, per rigiocare il turno con: ./bot &lt; file</translation>
    </message>
    <message>
        <source>Player %1: %2</source>
        <extracomment>A player&apos;s seat number and name: &quot;Player 0: alice&quot;.</extracomment>
        <translation>Giocatore %1: %2</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Invalid</source>
        <translation>Non valida</translation>
    </message>
    <message>
        <source>The reply was rejected.</source>
        <translation>La risposta è stata rifiutata.</translation>
    </message>
    <message>
        <source>Timeout</source>
        <translation>Tempo scaduto</translation>
    </message>
    <message>
        <source>No complete reply within the time limit.</source>
        <translation>Nessuna risposta completa entro il limite di tempo.</translation>
    </message>
    <message>
        <source>Crashed</source>
        <translation>Arresto anomalo</translation>
    </message>
    <message>
        <source>The bot stopped or closed its output.</source>
        <translation>Il bot si è fermato o ha chiuso il suo output.</translation>
    </message>
    <message>
        <source>%1 ms of %2 ms</source>
        <extracomment>Time a bot took to answer and its limit, in milliseconds.</extracomment>
        <translation>%1 ms su %2 ms</translation>
    </message>
    <message>
        <source>%1 ms (no limit)</source>
        <translation>%1 ms (nessun limite)</translation>
    </message>
    <message>
        <source>Time taken to answer, and the limit for this turn</source>
        <translation>Tempo impiegato per rispondere e limite per questo turno</translation>
    </message>
    <message>
        <source>Save Input of Player %1</source>
        <translation>Salva input del giocatore %1</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>File di testo (*.txt);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Save Input</source>
        <translation>Salva input</translation>
    </message>
    <message>
        <source>Could not save the input: %1</source>
        <translation>Impossibile salvare l&apos;input: %1</translation>
    </message>
    <message numerus="yes">
        <source>The same input as player %1&apos;s, above (%n line(s)).</source>
        <translation>
            <numerusform>Lo stesso input del giocatore %1, qui sopra (%n riga).</numerusform>
            <numerusform>Lo stesso input del giocatore %1, qui sopra (%n righe).</numerusform>
        </translation>
    </message>
    <message>
        <source>Malformed mark skipped: %1</source>
        <translation>Marcatura malformata ignorata: %1</translation>
    </message>
    <message>
        <source>Bot marks (drawn on the board)</source>
        <translation>Marcature del bot (disegnate sulla scacchiera)</translation>
    </message>
    <message numerus="yes">
        <source>⋯ map: %n line(s) folded ⋯</source>
        <extracomment>The one line that stands for the map in a bot&apos;s input while it is folded.</extracomment>
        <translation>
            <numerusform>⋯ mappa: %n riga nascosta ⋯</numerusform>
            <numerusform>⋯ mappa: %n righe nascoste ⋯</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n line(s))</source>
        <extracomment>A folded stream&apos;s caption: &quot;Input (812 lines)&quot;.</extracomment>
        <translation>
            <numerusform>%1 (%n riga)</numerusform>
            <numerusform>%1 (%n righe)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Show Map (%n line(s))</source>
        <translation>
            <numerusform>Mostra mappa (%n riga)</numerusform>
            <numerusform>Mostra mappa (%n righe)</numerusform>
        </translation>
    </message>
    <message>
        <source>Fold Map</source>
        <translation>Nascondi mappa</translation>
    </message>
    <message>
        <source>The map in the input: shown in full, or folded into one line</source>
        <translation>La mappa nell&apos;input: mostrata per intero o ridotta a una riga</translation>
    </message>
    <message>
        <source>Fold or show this text, for every player</source>
        <translation>Nascondi o mostra questo testo, per tutti i giocatori</translation>
    </message>
    <message>
        <source>Go to %1:%2</source>
        <extracomment>Opens the bot&apos;s source in the editor at the line its error names: &quot;Go to bot.py:12&quot;.</extracomment>
        <translation>Vai a %1:%2</translation>
    </message>
    <message>
        <source>Open %1 at line %2 in the Bot Editor (or click an underlined line)</source>
        <translation>Apri %1 alla riga %2 nell&apos;editor dei bot (o fai clic su una riga sottolineata)</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::ExternalBoardView</name>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Match ended early</source>
        <translation>Partita terminata in anticipo</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punteggi</translation>
    </message>
    <message>
        <source>Last input</source>
        <translation>Ultimo input</translation>
    </message>
    <message>
        <source>Last reply</source>
        <translation>Ultima risposta</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Riepilogo</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Eventi</translation>
    </message>
    <message>
        <source>Referee log</source>
        <translation>Log dell&apos;arbitro</translation>
    </message>
    <message>
        <source>View data</source>
        <translation>Dati della vista</translation>
    </message>
    <message>
        <source>Row %1, column %2</source>
        <translation>Riga %1, colonna %2</translation>
    </message>
    <message>
        <source>Row %1, column %2: %3</source>
        <translation>Riga %1, colonna %2: %3</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::ExternalRefereeForm</name>
    <message>
        <source>Choose a Referee</source>
        <translation>Scegli un arbitro</translation>
    </message>
    <message>
        <source>Referees (*.jar *.py);;All files (*)</source>
        <translation>Arbitri (*.jar *.py);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Runs: %1</source>
        <translation>Esegue: %1</translation>
    </message>
    <message>
        <source>Choose the referee: a command, a .jar or a .py file.</source>
        <translation>Scegli l&apos;arbitro: un comando, un file .jar o .py.</translation>
    </message>
    <message>
        <source>Game name: %1</source>
        <translation>Nome del gioco: %1</translation>
    </message>
    <message>
        <source>Parameters, line %1: &apos;%2&apos; is not KEY=VALUE.</source>
        <translation>Parametri, riga %1: &apos;%2&apos; non è nella forma CHIAVE=VALORE.</translation>
    </message>
    <message>
        <source>A brutaltester referee takes no parameters: empty the parameters or choose the cg dialect.</source>
        <translation>Un arbitro brutaltester non accetta parametri: svuota i parametri o scegli il protocollo cg.</translation>
    </message>
    <message>
        <source>Referee:</source>
        <translation>Arbitro:</translation>
    </message>
    <message>
        <source>Command, or a referee .jar or .py file</source>
        <translation>Un comando, oppure il file .jar o .py dell&apos;arbitro</translation>
    </message>
    <message>
        <source>A .jar runs as a CodinGame SDK referee with Java, a .py with python3; anything else is the referee&apos;s command line.</source>
        <translation>Un .jar viene eseguito con Java come arbitro del CodinGame SDK, un .py con python3; qualsiasi altra cosa è la riga di comando dell&apos;arbitro.</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Sfoglia…</translation>
    </message>
    <message>
        <source>Protocol:</source>
        <translation>Protocollo:</translation>
    </message>
    <message>
        <source>CodinGame SDK referees (RefereeMain)</source>
        <translation>Arbitri del CodinGame SDK (RefereeMain)</translation>
    </message>
    <message>
        <source>Old cg-brutaltester referees (###Start, ###Input, ###Output)</source>
        <translation>Vecchi arbitri di cg-brutaltester (###Start, ###Input, ###Output)</translation>
    </message>
    <message>
        <source>Game name:</source>
        <translation>Nome del gioco:</translation>
    </message>
    <message>
        <source>Optional: letters, digits, -, _ and .</source>
        <translation>Facoltativo: lettere, cifre, -, _ e .</translation>
    </message>
    <message>
        <source>Parameters:</source>
        <translation>Parametri:</translation>
    </message>
    <message>
        <source>One KEY=VALUE per line, e.g. league.level=3</source>
        <translation>Una CHIAVE=VALORE per riga, ad es. league.level=3</translation>
    </message>
    <message>
        <source>Seed line:</source>
        <translation>Riga del seme:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nessuna</translation>
    </message>
    <message>
        <source>###Seed before ###Start</source>
        <translation>###Seed prima di ###Start</translation>
    </message>
    <message>
        <source>###Seed after ###Start</source>
        <translation>###Seed dopo ###Start</translation>
    </message>
    <message>
        <source>Time limit:</source>
        <translation>Tempo limite:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Predefinito</translation>
    </message>
    <message>
        <source>Each bot&apos;s time per reply. Default: a cg referee&apos;s own limits; for a brutaltester referee, which has none, Kibitz&apos;s (1000 ms for the first reply, 150 ms after).</source>
        <translation>Il tempo di ogni bot per risposta. Predefinito: i limiti dell&apos;arbitro cg stesso; per un arbitro brutaltester, che non ne ha, quelli di Kibitz (1000 ms per la prima risposta, 150 ms per le successive).</translation>
    </message>
    <message>
        <source>Run the referee and the bots in the sandbox</source>
        <translation>Esegui l&apos;arbitro e i bot nella sandbox</translation>
    </message>
    <message>
        <source>The referee sees its own folder and nothing else, like an untrusted bot.</source>
        <translation>L&apos;arbitro vede solo la propria cartella, come un bot non fidato.</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::FencingBoard</name>
    <message>
        <source>Reach and parry zones</source>
        <translation>Zone di portata e di parata</translation>
    </message>
    <message>
        <source>Bio passport</source>
        <translation>Passaporto biologico</translation>
    </message>
    <message>
        <source>deactivated</source>
        <translation>disattivato</translation>
    </message>
    <message numerus="yes">
        <source>%n drug(s)</source>
        <translation>
            <numerusform>%n sostanza dopante</numerusform>
            <numerusform>%n sostanze dopanti</numerusform>
        </translation>
    </message>
    <message>
        <source>position: %1[%2]</source>
        <translation>posizione: %1[%2]</translation>
    </message>
    <message>
        <source>energy: %1</source>
        <translation>energia: %1</translation>
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
        <translation>ultima azione: %1</translation>
    </message>
    <message>
        <source>drugs: %1</source>
        <translation>sostanze dopanti: %1</translation>
    </message>
    <message>
        <source>doped</source>
        <translation>dopato</translation>
    </message>
    <message>
        <source>deactivated: %1</source>
        <translation>disattivato: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::FencingMoveInput</name>
    <message>
        <source>Energy %1</source>
        <translation>Energia %1</translation>
    </message>
    <message>
        <source>Not enough energy: your fencer would forfeit.</source>
        <translation>Energia insufficiente: il tuo schermidore perderebbe a tavolino.</translation>
    </message>
    <message>
        <source>Waiting for your turn.</source>
        <translation>In attesa del tuo turno.</translation>
    </message>
    <message>
        <source>League %1. Your fencer: position %2, energy %3/%4, score %5. Choose an action (button or key).</source>
        <translation>Lega %1. Il tuo schermidore: posizione %2, energia %3/%4, punteggio %5. Scegli un&apos;azione (pulsante o tasto).</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::FindBar</name>
    <message>
        <source>Find:</source>
        <translation>Trova:</translation>
    </message>
    <message>
        <source>Replace:</source>
        <translation>Sostituisci:</translation>
    </message>
    <message>
        <source>Text or regular expression</source>
        <translation>Testo o espressione regolare</translation>
    </message>
    <message>
        <source>Replacement (\1 for a group)</source>
        <translation>Sostituzione (\1 per un gruppo)</translation>
    </message>
    <message>
        <source>Regex</source>
        <translation>Regex</translation>
    </message>
    <message>
        <source>Perl-compatible regular expression; \1 … \9 in the replacement are its groups</source>
        <translation>Espressione regolare compatibile con Perl; \1 … \9 nella sostituzione sono i suoi gruppi</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>Maiuscole/minuscole</translation>
    </message>
    <message>
        <source>Whole words</source>
        <translation>Parole intere</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Successivo</translation>
    </message>
    <message>
        <source>Find next (F3)</source>
        <translation>Trova successivo (F3)</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Precedente</translation>
    </message>
    <message>
        <source>Find previous (Shift+F3)</source>
        <translation>Trova precedente (Maiusc+F3)</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Sostituisci</translation>
    </message>
    <message>
        <source>Replace All</source>
        <translation>Sostituisci tutto</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Chiudi (Esc)</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::FlameGraphView</name>
    <message>
        <source>All the turn&apos;s samples: %1</source>
        <translation>Tutti i campioni del turno: %1</translation>
    </message>
    <message>
        <source>%1
Samples: %2 (%3% of the turn)
In the function itself: %4</source>
        <translation>%1
Campioni: %2 (%3% del turno)
Nella funzione stessa: %4</translation>
    </message>
    <message>
        <source>all (%1 samples)</source>
        <translation>tutto (%1 campioni)</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::FormatExport</name>
    <message>
        <source>Export as %1</source>
        <translation>Esporta come %1</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Impossibile esportare</translation>
    </message>
    <message>
        <source>The file could not be written:
%1</source>
        <translation>Impossibile scrivere il file:
%1</translation>
    </message>
    <message>
        <source>Wrote %1 (%2)</source>
        <translation>Scritto %1 (%2)</translation>
    </message>
    <message>
        <source>%1…</source>
        <translation>%1…</translation>
    </message>
    <message>
        <source>The match in this format, as kibitz-cli export --format %1 writes it</source>
        <translation>La partita in questo formato, come la scrive kibitz-cli export --format %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::HistoryChart</name>
    <message>
        <source>Bo&amp;t:</source>
        <translation>Bo&amp;t:</translation>
    </message>
    <message>
        <source>The bot whose versions are shown: each version is the content of its program or script when it played</source>
        <translation>Il bot di cui si mostrano le versioni: ogni versione è il contenuto del suo programma o script quando ha giocato</translation>
    </message>
    <message>
        <source>First played</source>
        <translation>Prima partita</translation>
    </message>
    <message>
        <source>Elo against the common opponents (95% interval as bars)</source>
        <translation>Elo contro gli avversari comuni (intervallo al 95% come barre)</translation>
    </message>
    <message>
        <source>No matches yet: the history of a bot&apos;s versions appears once it has played.</source>
        <translation>Ancora nessuna partita: la cronologia delle versioni di un bot appare quando ha giocato.</translation>
    </message>
    <message>
        <source>No history for %1: %2</source>
        <translation>Nessuna cronologia per %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n version(s) against %2 (matches: %3).</source>
        <translation>
            <numerusform>%1: %n versione contro %2 (partite: %3).</numerusform>
            <numerusform>%1: %n versioni contro %2 (partite: %3).</numerusform>
        </translation>
    </message>
    <message>
        <source>Elo of %1</source>
        <translation>Elo di %1</translation>
    </message>
    <message>
        <source>versions</source>
        <translation>versioni</translation>
    </message>
    <message>
        <source>%1: Elo %2 [%3, %4], matches: %5, first played %6</source>
        <translation>%1: Elo %2 [%3, %4], partite: %5, prima partita %6</translation>
    </message>
    <message>
        <source>(not recorded)</source>
        <translation>(non registrata)</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::InspectorPanel</name>
    <message>
        <source>Filter by name, value or path</source>
        <translation>Filtra per nome, valore o percorso</translation>
    </message>
    <message>
        <source>Copy &amp;Value</source>
        <translation>Copia &amp;valore</translation>
    </message>
    <message>
        <source>Copy &amp;Path</source>
        <translation>Copia &amp;percorso</translation>
    </message>
    <message>
        <source>&amp;Expand All</source>
        <translation>&amp;Espandi tutto</translation>
    </message>
    <message>
        <source>&amp;Collapse All</source>
        <translation>&amp;Comprimi tutto</translation>
    </message>
    <message>
        <source>No replay loaded</source>
        <translation>Nessun replay caricato</translation>
    </message>
    <message>
        <source>Turn %1: the initial state</source>
        <translation>Turno %1: lo stato iniziale</translation>
    </message>
    <message>
        <source>Turn %1: 1 value changed since the previous turn</source>
        <translation>Turno %1: 1 valore cambiato rispetto al turno precedente</translation>
    </message>
    <message numerus="yes">
        <source>Turn %1: %n values changed since the previous turn</source>
        <translation>
            <numerusform>Turno %1: %n valore cambiato rispetto al turno precedente</numerusform>
            <numerusform>Turno %1: %n valori cambiati rispetto al turno precedente</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::JsonValueText</name>
    <message>
        <source>1 item</source>
        <translation>1 elemento</translation>
    </message>
    <message numerus="yes">
        <source>%n items</source>
        <translation>
            <numerusform>%n elemento</numerusform>
            <numerusform>%n elementi</numerusform>
        </translation>
    </message>
    <message>
        <source>1 field</source>
        <translation>1 campo</translation>
    </message>
    <message numerus="yes">
        <source>%n fields</source>
        <translation>
            <numerusform>%n campo</numerusform>
            <numerusform>%n campi</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::LanguageAssist</name>
    <message>
        <source>No completions here.</source>
        <translation>Nessun completamento qui.</translation>
    </message>
    <message>
        <source>No definition found.</source>
        <translation>Nessuna definizione trovata.</translation>
    </message>
    <message>
        <source>References in this file: %1</source>
        <translation>Riferimenti in questo file: %1</translation>
    </message>
    <message>
        <source>Formatting failed: %1</source>
        <translation>Formattazione non riuscita: %1</translation>
    </message>
    <message>
        <source>The document is already formatted.</source>
        <translation>Il documento è già formattato.</translation>
    </message>
    <message>
        <source>No quick fix here.</source>
        <translation>Nessuna correzione rapida qui.</translation>
    </message>
    <message>
        <source>The text changed since the quick fixes were offered: ask again (Ctrl+.).</source>
        <translation>Il testo è cambiato da quando sono state proposte le correzioni rapide: richiedile di nuovo (Ctrl+.).</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::LanguageStatusBar</name>
    <message>
        <source>No language server for this file: live errors and completion need the Debian package %1 (sudo apt install %1). Editing, building and running work as usual.</source>
        <translation>Nessun server di linguaggio per questo file: gli errori durante la scrittura e il completamento richiedono il pacchetto Debian %1 (sudo apt install %1). Modifica, compilazione ed esecuzione funzionano come sempre.</translation>
    </message>
    <message>
        <source>The language server stopped: %1</source>
        <translation>Il server di linguaggio si è fermato: %1</translation>
    </message>
    <message>
        <source>Errors: %1   Warnings: %2</source>
        <translation>Errori: %1   Avvisi: %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>Va&amp;i</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;New Match…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Salva con n&amp;ome…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Es&amp;ci</translation>
    </message>
    <message>
        <source>First Turn</source>
        <translation>Primo turno</translation>
    </message>
    <message>
        <source>Back 10 Turns</source>
        <translation>Indietro di 10 turni</translation>
    </message>
    <message>
        <source>Previous Turn</source>
        <translation>Turno precedente</translation>
    </message>
    <message>
        <source>Play Backwards</source>
        <translation>Riproduci all&apos;indietro</translation>
    </message>
    <message>
        <source>Next Turn</source>
        <translation>Turno successivo</translation>
    </message>
    <message>
        <source>Forward 10 Turns</source>
        <translation>Avanti di 10 turni</translation>
    </message>
    <message>
        <source>Last Turn</source>
        <translation>Ultimo turno</translation>
    </message>
    <message>
        <source>Jump to Turn…</source>
        <translation>Vai al turno…</translation>
    </message>
    <message>
        <source>&amp;About Kibitz</source>
        <translation>&amp;Informazioni su Kibitz</translation>
    </message>
    <message>
        <source>&amp;Continue from This Turn…</source>
        <translation>&amp;Continua da questo turno…</translation>
    </message>
    <message>
        <source>Play on from the current turn in a new window, with the same or other bots</source>
        <translation>Continua a giocare dal turno corrente in una nuova finestra, con gli stessi bot o con altri</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Scacchiera</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Ispettore</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Bot I/O</source>
        <translation>I/O del bot</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Grafici</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Linea temporale</translation>
    </message>
    <message>
        <source>&amp;Debug</source>
        <translation>&amp;Debug</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
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
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Riproduci</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>Demo</translation>
    </message>
    <message>
        <source>Match running…</source>
        <translation>Partita in corso…</translation>
    </message>
    <message>
        <source>Match running… turn %1</source>
        <translation>Partita in corso… turno %1</translation>
    </message>
    <message numerus="yes">
        <source>Match cancelled after %n turn(s).</source>
        <translation>
            <numerusform>Partita annullata dopo %n turno.</numerusform>
            <numerusform>Partita annullata dopo %n turni.</numerusform>
        </translation>
    </message>
    <message>
        <source>Match over: %1</source>
        <translation>Partita finita: %1</translation>
    </message>
    <message>
        <source>About Kibitz</source>
        <translation>Informazioni su Kibitz</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;An IDE and visualizer for writing and debugging bots for turn-based games.&lt;/p&gt;&lt;p&gt;Games: %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;Un IDE e visualizzatore per scrivere ed eseguire il debug di bot per giochi a turni.&lt;/p&gt;&lt;p&gt;Giochi: %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation>Impossibile aprire il file</translation>
    </message>
    <message>
        <source>Kibitz could not open %1:
%2</source>
        <translation>Kibitz non è riuscito ad aprire %1:
%2</translation>
    </message>
    <message>
        <source>Imported %1 (%2)</source>
        <translation>Importato %1 (%2)</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Aperto %1</translation>
    </message>
    <message>
        <source>Open Replay</source>
        <translation>Apri replay</translation>
    </message>
    <message>
        <source>Replays and logs (*.kbz *.json *.log *.txt);;Kibitz replays (*.kbz);;All files (*)</source>
        <translation>Replay e log (*.kbz *.json *.log *.txt);;Replay di Kibitz (*.kbz);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Impossibile salvare</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Salvato %1</translation>
    </message>
    <message>
        <source>Save Replay</source>
        <translation>Salva replay</translation>
    </message>
    <message>
        <source>Kibitz replays (*.kbz)</source>
        <translation>Replay di Kibitz (*.kbz)</translation>
    </message>
    <message>
        <source>Unsaved match</source>
        <translation>Partita non salvata</translation>
    </message>
    <message>
        <source>%1 has not been saved. Save it now?</source>
        <translation>%1 non è stato salvato. Salvarlo ora?</translation>
    </message>
    <message>
        <source>(no recent files)</source>
        <translation>(nessun file recente)</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Svuota elenco</translation>
    </message>
    <message>
        <source>Jump to Turn</source>
        <translation>Vai al turno</translation>
    </message>
    <message>
        <source>Turn (0–%1):</source>
        <translation>Turno (0–%1):</translation>
    </message>
    <message>
        <source>Cannot continue the match</source>
        <translation>Impossibile continuare la partita</translation>
    </message>
    <message>
        <source>Cannot start the match</source>
        <translation>Impossibile avviare la partita</translation>
    </message>
    <message>
        <source>Cannot continue from this turn: %1</source>
        <translation>Impossibile continuare da questo turno: %1</translation>
    </message>
    <message>
        <source>&amp;Follow the Live Turn</source>
        <translation>&amp;Segui il turno in diretta</translation>
    </message>
    <message>
        <source>While a match runs, show each new turn as it arrives (unless you moved away from the newest)</source>
        <translation>Durante una partita, mostra ogni nuovo turno appena arriva (a meno che tu non ti sia spostato dal più recente)</translation>
    </message>
    <message>
        <source>Imported %1 (%2), played again by its course players</source>
        <translation>Importato %1 (%2), rigiocato dai suoi giocatori del corso</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>S&amp;trumenti</translation>
    </message>
    <message>
        <source>Imported %1 (%2); not played again by its course players: %3</source>
        <translation>Importato %1 (%2); non rigiocato dai suoi giocatori del corso: %3</translation>
    </message>
    <message>
        <source>%1 has not been saved and stays open.</source>
        <translation>%1 non è stato salvato e resta aperto.</translation>
    </message>
    <message>
        <source>%1 ends at turn %2 of %3 (truncated?): the turns it holds are open, the match is incomplete.</source>
        <translation>%1 finisce al turno %2 di %3 (troncato?): i turni che contiene sono aperti, la partita è incompleta.</translation>
    </message>
    <message>
        <source>File cut off</source>
        <translation>File troncato</translation>
    </message>
    <message>
        <source>Match ended early: %1</source>
        <translation>Partita terminata in anticipo: %1</translation>
    </message>
    <message>
        <source>Starting the match: building its bots…</source>
        <translation>Avvio della partita: compilazione dei bot…</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::MatchDebugging</name>
    <message>
        <source>Debug needs a seat played by an external bot (a program, a Python script or a course player).</source>
        <translation>Il debug richiede un posto giocato da un bot esterno (un programma, uno script Python o un giocatore del corso).</translation>
    </message>
    <message>
        <source>No debugger for Python bots is installed: install the package %1.</source>
        <translation>Non è installato alcun debugger per i bot Python: installa il pacchetto %1.</translation>
    </message>
    <message>
        <source>No debugger for native bots is installed: install the package %1.</source>
        <translation>Non è installato alcun debugger per i bot nativi: installa il pacchetto %1.</translation>
    </message>
    <message>
        <source>The debugged bot&apos;s process cannot be found.</source>
        <translation>Impossibile trovare il processo del bot in debug.</translation>
    </message>
    <message>
        <source>A Python bot cannot be debugged in the sandbox (its debugger needs a network port): turn off Tools &gt; Sandbox Untrusted Bots to debug it.</source>
        <translation>Un bot Python non può essere sottoposto a debug nella sandbox (il suo debugger ha bisogno di una porta di rete): disattiva Strumenti &gt; Isola i bot non fidati per eseguirne il debug.</translation>
    </message>
    <message>
        <source>The debugger for Python bots cannot be set up: %1</source>
        <translation>Impossibile configurare il debugger per i bot Python: %1</translation>
    </message>
    <message>
        <source>KIBITZ_NATIVE_ADAPTER=gdb, but there is no gdb %1 or later on PATH.</source>
        <translation>KIBITZ_NATIVE_ADAPTER=gdb, ma nel PATH non c&apos;è gdb %1 o una versione successiva.</translation>
    </message>
    <message>
        <source>The bot cannot be built for debugging (-O0 -g): %1</source>
        <translation>Impossibile compilare il bot per il debug (-O0 -g): %1</translation>
    </message>
    <message>
        <source>The bot&apos;s process cannot be found from outside the sandbox: turn off Tools &gt; Sandbox Untrusted Bots and start again to debug it.</source>
        <translation>Il processo del bot non è visibile dall&apos;esterno della sandbox: disattiva «Strumenti &gt; Isola i bot non fidati» e ricomincia per eseguirne il debug.</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::MatchListModel</name>
    <message>
        <source> vs </source>
        <translation> contro </translation>
    </message>
    <message>
        <source>draw</source>
        <translation>pareggio</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seme</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Posti</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vincitore</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Turni</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Errori</translation>
    </message>
    <message>
        <source>Ranking points: %1</source>
        <translation>Punti in classifica: %1</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::MatchPanel</name>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Rules version</source>
        <translation>Versione delle regole</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parametri</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seme</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>Origine</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Creato</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Turni</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>#</source>
        <extracomment>Column headers of the players table: seat number, name, bot, the game&apos;s own score (Fencing&apos;s touches), the result (wins, loses, crashed...).</extracomment>
        <translation>#</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>No replay loaded.</source>
        <translation>Nessun replay caricato.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (this engine has %2)</source>
        <translation>%1 (questo motore ha %2)</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>not saved</source>
        <translation>non salvato</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1, da %2</translation>
    </message>
    <message>
        <source>Live: the match is being played</source>
        <translation>In diretta: la partita è in corso</translation>
    </message>
    <message>
        <source>not decided yet</source>
        <translation>non ancora deciso</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminata</translation>
    </message>
    <message>
        <source>Stopped before the end</source>
        <translation>Fermata prima della fine</translation>
    </message>
    <message>
        <source>Played in Kibitz</source>
        <translation>Giocata in Kibitz</translation>
    </message>
    <message>
        <source>Imported from a %1 replay</source>
        <translation>Importata da un replay %1</translation>
    </message>
    <message>
        <source>Imported from a %1 replay: %2</source>
        <translation>Importata da un replay %1: %2</translation>
    </message>
    <message>
        <source>Continued from turn %1 of %2</source>
        <translation>Continuata dal turno %1 di %2</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Ranking points: %1</source>
        <translation>Punti in classifica: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::MatchPrebuild</name>
    <message numerus="yes">
        <source>Compiling course player %1 (%2 of %3)… %n s</source>
        <translation>
            <numerusform>Compilazione del giocatore del corso %1 (%2 di %3)… %n s</numerusform>
            <numerusform>Compilazione del giocatore del corso %1 (%2 di %3)… %n s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Building %1 for debugging (%2 of %3)… %n s</source>
        <translation>
            <numerusform>Compilazione di %1 per il debug (%2 di %3)… %n s</numerusform>
            <numerusform>Compilazione di %1 per il debug (%2 di %3)… %n s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::MetricChartView</name>
    <message>
        <source>Click or drag to go to a turn; click a name in the legend to hide or show its line; right-click for a logarithmic scale</source>
        <translation>Fai clic o trascina per andare a un turno; fai clic su un nome nella legenda per nascondere o mostrare la sua linea; clic destro per una scala logaritmica</translation>
    </message>
    <message>
        <source>&amp;Logarithmic Scale</source>
        <translation>Scala &amp;logaritmica</translation>
    </message>
    <message>
        <source>Values below %1 are drawn at %1</source>
        <translation>I valori sotto %1 sono disegnati a %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::MoscaCecaBoard</name>
    <message>
        <source>Fog: what the agent knows</source>
        <translation>Nebbia: ciò che l&apos;agente sa</translation>
    </message>
    <message>
        <source>What happened this turn</source>
        <translation>Cosa è successo in questo turno</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Griglia</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>giocatore %1</translation>
    </message>
    <message>
        <source>player %1 (%2)</source>
        <translation>giocatore %1 (%2)</translation>
    </message>
    <message>
        <source>Agent %1 of %2 at (%3, %4)</source>
        <translation>Agente %1 di %2 in (%3, %4)</translation>
    </message>
    <message>
        <source>Energia (energy): %1 / %2</source>
        <translation>Energia: %1 / %2</translation>
    </message>
    <message>
        <source>Stoffa (cloth) carried: %1</source>
        <translation>Unità di stoffa trasportate: %1</translation>
    </message>
    <message>
        <source>Bandiere (flags) of its player: %1</source>
        <translation>Bandiere del suo giocatore: %1</translation>
    </message>
    <message>
        <source>Switched off (si spegne): no longer on the board</source>
        <translation>Spento: non è più sulla scacchiera</translation>
    </message>
    <message>
        <source>Decides next</source>
        <translation>Prossimo a decidere</translation>
    </message>
    <message>
        <source>Agent %1 planted a bandiera (flag) for %2 stoffa (cloth)</source>
        <translation>L&apos;agente %1 ha piantato una bandiera per %2 unità di stoffa</translation>
    </message>
    <message>
        <source>Agent %1 attacked agent %2: hit, %3 stoffa (cloth) destroyed</source>
        <translation>L&apos;agente %1 ha attaccato l&apos;agente %2: colpito, %3 unità di stoffa distrutte</translation>
    </message>
    <message>
        <source>Agent %1 attacked agent %2: missed</source>
        <translation>L&apos;agente %1 ha attaccato l&apos;agente %2: mancato</translation>
    </message>
    <message>
        <source>Agent %1 was ejected from the colonna di ricarica (charging column) at (%2, %3)</source>
        <translation>L&apos;agente %1 è stato espulso dalla colonna di ricarica in (%2, %3)</translation>
    </message>
    <message>
        <source>Agent %1 switched off (si spegne)</source>
        <translation>L&apos;agente %1 si è spento</translation>
    </message>
    <message>
        <source>Free (libera)</source>
        <translation>Libera</translation>
    </message>
    <message>
        <source>Colonna di ricarica (charging column): +%1 energia (energy) per turn</source>
        <translation>Colonna di ricarica: +%1 energia per turno</translation>
    </message>
    <message>
        <source>Unknown ground: the state does not say</source>
        <translation>Terreno sconosciuto: lo stato non lo dice</translation>
    </message>
    <message>
        <source>This turn: %1</source>
        <translation>In questo turno: %1</translation>
    </message>
    <message>
        <source>Fog: agent %1 is switched off and sees nothing</source>
        <translation>Nebbia: l&apos;agente %1 è spento e non vede nulla</translation>
    </message>
    <message>
        <source>Fog: agent %1 sees this cell</source>
        <translation>Nebbia: l&apos;agente %1 vede questa casella</translation>
    </message>
    <message>
        <source>Fog: agent %1 knows only that its bandiera (flag) is here</source>
        <translation>Nebbia: l&apos;agente %1 sa solo che qui c&apos;è la sua bandiera</translation>
    </message>
    <message>
        <source>Fog: agent %1 does not see this cell</source>
        <translation>Nebbia: l&apos;agente %1 non vede questa casella</translation>
    </message>
    <message>
        <source>This frame has no Mosca Ceca board</source>
        <translation>Questo fotogramma non ha una scacchiera di Mosca Ceca</translation>
    </message>
    <message>
        <source>No frame</source>
        <translation>Nessun fotogramma</translation>
    </message>
    <message>
        <source>The engine could not read its state: %1</source>
        <translation>Il motore non ha potuto leggere il suo stato: %1</translation>
    </message>
    <message>
        <source>+bandiera</source>
        <translation>+bandiera</translation>
    </message>
    <message>
        <source>hit −%1</source>
        <translation>colpito −%1</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>mancato</translation>
    </message>
    <message>
        <source>spento</source>
        <translation>spento</translation>
    </message>
    <message>
        <source>Turn %1 of %2</source>
        <translation>Turno %1 di %2</translation>
    </message>
    <message>
        <source>Turn %1 of %2, decision %3</source>
        <translation>Turno %1 di %2, decisione %3</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>Next to decide: agent %1</source>
        <translation>Prossimo a decidere: agente %1</translation>
    </message>
    <message>
        <source>Stoffa (cloth)</source>
        <translation>Stoffa</translation>
    </message>
    <message>
        <source>Fog: click an agent to see what it knows</source>
        <translation>Nebbia: fai clic su un agente per vedere cosa sa</translation>
    </message>
    <message>
        <source>Fog: agent %1 of %2 is switched off (si spegne) and knows nothing</source>
        <translation>Nebbia: l&apos;agente %1 di %2 è spento e non sa nulla</translation>
    </message>
    <message>
        <source>Fog: what agent %1 of %2 knows</source>
        <translation>Nebbia: ciò che sa l&apos;agente %1 di %2</translation>
    </message>
    <message>
        <source>Its cell and the 8 around it (framed in white)</source>
        <translation>La sua casella e le 8 intorno (bordate di bianco)</translation>
    </message>
    <message>
        <source>Its player&apos;s bandiere (flags): %1, lightly veiled</source>
        <translation>Bandiere del suo giocatore: %1, leggermente velate</translation>
    </message>
    <message>
        <source>Energia (energy) %1, stoffa (cloth) %2</source>
        <translation>Energia %1, unità di stoffa %2</translation>
    </message>
    <message numerus="yes">
        <source>Territory of %1: %Ln cell(s)</source>
        <translation>
            <numerusform>Territorio di %1: %Ln casella</numerusform>
            <numerusform>Territorio di %1: %Ln caselle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln bandiera(e)</source>
        <translation>
            <numerusform>%1: %Ln bandiera</numerusform>
            <numerusform>%1: %Ln bandiere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nearest colonna di ricarica (charging column): %Ln move(s) away (dashed square)</source>
        <translation>
            <numerusform>Colonna di ricarica più vicina: a %Ln mossa (quadrato tratteggiato)</numerusform>
            <numerusform>Colonna di ricarica più vicina: a %Ln mosse (quadrato tratteggiato)</numerusform>
        </translation>
    </message>
    <message>
        <source>An agent of %1</source>
        <translation>Un agente di %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::MoscaCecaMoveInput</name>
    <message>
        <source>Waiting for your turn.</source>
        <translation>In attesa del tuo turno.</translation>
    </message>
    <message>
        <source>Agent %1 at row %2, column %3: energy %4, cloth %5. Click a neighbouring cell to move there or attack the agent on it, or use the keypad (1-9 around 5), F, C, W.</source>
        <translation>Agente %1 alla riga %2, colonna %3: energia %4, stoffa %5. Fai clic su una casella vicina per spostarti lì o attaccare l&apos;agente che la occupa, oppure usa il tastierino numerico (1-9 attorno al 5), F, C, W.</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::NewMatchDialog</name>
    <message>
        <source>Action script…</source>
        <translation>Script di azioni…</translation>
    </message>
    <message>
        <source>External command…</source>
        <translation>Comando esterno…</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Sfoglia…</translation>
    </message>
    <message>
        <source>Path of the action script</source>
        <translation>Percorso dello script di azioni</translation>
    </message>
    <message>
        <source>Command line, e.g. ./mybot --fast</source>
        <translation>Riga di comando, ad es. ./mybot --fast</translation>
    </message>
    <message>
        <source>Choose an Action Script</source>
        <translation>Scegli uno script di azioni</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <source>No game selected.</source>
        <translation>Nessun gioco selezionato.</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615.</source>
        <translation>Il seme deve essere un numero intero da 0 a 18446744073709551615.</translation>
    </message>
    <message>
        <source>Continue from Turn %1</source>
        <translation>Continua dal turno %1</translation>
    </message>
    <message>
        <source>New Match</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Gioco:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Seme:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Giocatori:</translation>
    </message>
    <message>
        <source>Players and bots</source>
        <translation>Giocatori e bot</translation>
    </message>
    <message>
        <source>The same seed and the same bots give the same match.</source>
        <translation>Lo stesso seme e gli stessi bot danno la stessa partita.</translation>
    </message>
    <message>
        <source>My bot (from the editor)</source>
        <translation>Il mio bot (dall&apos;editor)</translation>
    </message>
    <message>
        <source>Player %1 (my bot): %2</source>
        <translation>Giocatore %1 (il mio bot): %2</translation>
    </message>
    <message>
        <source>No time limit for external bots (to attach a debugger)</source>
        <translation>Nessun limite di tempo per i bot esterni (per collegare un debugger)</translation>
    </message>
    <message>
        <source>External bots may take as long as they need; the replay is marked as not following the game&apos;s time limits.</source>
        <translation>I bot esterni possono impiegare tutto il tempo che serve; il replay viene segnato come non conforme ai limiti di tempo del gioco.</translation>
    </message>
    <message>
        <source>Choose a Bot Program</source>
        <translation>Scegli il programma del bot</translation>
    </message>
    <message>
        <source>Course player (AI….cc or .o)…</source>
        <translation>Giocatore del corso (AI….cc o .o)…</translation>
    </message>
    <message>
        <source>Path of AIName.cc or of a course object AIName.o.Linux64</source>
        <translation>Percorso di AINome.cc o di un oggetto del corso AINome.o.Linux64</translation>
    </message>
    <message>
        <source>Choose a Course Player</source>
        <translation>Scegli un giocatore del corso</translation>
    </message>
    <message>
        <source>Course players (AI*.cc AI*.cpp AI*.o AI*.o.*);;All files (*)</source>
        <translation>Giocatori del corso (AI*.cc AI*.cpp AI*.o AI*.o.*);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Parameters (%1, all by default)</source>
        <translation>Parametri (%1, tutti predefiniti)</translation>
    </message>
    <message>
        <source>Parameters (%1, %2 changed)</source>
        <translation>Parametri (%1, %2 modificati)</translation>
    </message>
    <message>
        <source>Show or hide the game&apos;s parameters</source>
        <translation>Mostra o nascondi i parametri del gioco</translation>
    </message>
    <message>
        <source>&amp;Debug</source>
        <translation>&amp;Debug</translation>
    </message>
    <message>
        <source>Start the match with its first external bot under the debugger: the editor&apos;s breakpoints stop it in the turns they apply to; each bot&apos;s time limit counts only its own CPU time, so a stopped bot never runs out of time</source>
        <translation>Avvia la partita con il primo bot esterno sotto il debugger: i punti di interruzione dell&apos;editor lo fermano nei turni a cui si applicano; il limite di tempo di ogni bot conta solo il suo tempo di CPU, così un bot fermo non esaurisce mai il tempo</translation>
    </message>
    <message>
        <source>Continue the match with player %1&apos;s bot under the debugger: the editor&apos;s breakpoints stop it in the turns they apply to; each bot&apos;s time limit counts only its own CPU time, so a stopped bot never runs out of time</source>
        <translation>Continua la partita con il bot del giocatore %1 sotto il debugger: i punti di interruzione dell&apos;editor lo fermano nei turni a cui si applicano; il limite di tempo di ogni bot conta solo il suo tempo di CPU, così un bot fermo non esaurisce mai il tempo</translation>
    </message>
    <message>
        <source>My bot cannot play: %1</source>
        <translation>Il mio bot non può giocare: %1</translation>
    </message>
    <message>
        <source>Building my bot…</source>
        <translation>Compilazione del mio bot…</translation>
    </message>
    <message>
        <source>Building my bot… %1</source>
        <translation>Compilazione del mio bot… %1</translation>
    </message>
    <message>
        <source>A game Kibitz does not build in: its referee runs as a program of its own and Kibitz keeps the bots (sandbox, time limits, Bot I/O, debugger, charts).</source>
        <translation>Un gioco che Kibitz non include: il suo arbitro gira come programma a sé e Kibitz gestisce i bot (sandbox, limiti di tempo, I/O del bot, debugger, grafici).</translation>
    </message>
    <message>
        <source>Profile this bot</source>
        <translation>Profila questo bot</translation>
    </message>
    <message>
        <source>Record where this bot spends each turn (perf for a native bot, Kibitz&apos;s profiler for a Python one): the Profile panel shows it. Its times include the profiler&apos;s overhead.</source>
        <translation>Registra dove questo bot spende ogni turno (perf per un bot nativo, il profilatore di Kibitz per uno in Python): lo mostra il pannello «Profilo». I suoi tempi includono il costo del profilatore.</translation>
    </message>
    <message>
        <source>Me (play by hand)</source>
        <translation>Io (gioco a mano)</translation>
    </message>
    <message>
        <source>You choose this seat&apos;s moves on the board, without a time limit</source>
        <translation>Scegli tu le mosse di questo posto sulla scacchiera, senza limite di tempo</translation>
    </message>
    <message>
        <source>External game (its own referee)…</source>
        <translation>Gioco esterno (con il suo arbitro)…</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::NoteDialog</name>
    <message>
        <source>Edit Note</source>
        <translation>Modifica nota</translation>
    </message>
    <message>
        <source>Add Note</source>
        <translation>Aggiungi nota</translation>
    </message>
    <message>
        <source>Note on turn %1</source>
        <translation>Nota sul turno %1</translation>
    </message>
    <message>
        <source>&amp;Category:</source>
        <translation>&amp;Categoria:</translation>
    </message>
    <message>
        <source>&amp;Anchor:</source>
        <translation>&amp;Ancoraggio:</translation>
    </message>
    <message>
        <source>&amp;Pick on Board</source>
        <translation>&amp;Scegli sulla scacchiera</translation>
    </message>
    <message>
        <source>Click a thing on the board to attach the note to it</source>
        <translation>Fai clic su un elemento della scacchiera per associarvi la nota</translation>
    </message>
    <message>
        <source>What happened on this turn?</source>
        <translation>Che cosa è successo in questo turno?</translation>
    </message>
    <message>
        <source>Write the note first: it is empty.</source>
        <translation>Scrivi prima la nota: è vuota.</translation>
    </message>
    <message>
        <source>“%1” is not an anchor: anchors have no spaces (players[1], cell:3,4, unit:12).</source>
        <translation>«%1» non è un ancoraggio: gli ancoraggi non contengono spazi (players[1], cell:3,4, unit:12).</translation>
    </message>
    <message>
        <source>The note cannot be saved: its replay was closed or the note was deleted.</source>
        <translation>Impossibile salvare la nota: il suo replay è stato chiuso o la nota è stata eliminata.</translation>
    </message>
    <message>
        <source>whole turn</source>
        <translation>turno intero</translation>
    </message>
    <message>
        <source>Empty: the note is on the whole turn. Or type an anchor (players[1], cell:3,4, unit:12), or click “Pick on Board” and then the thing on the board.</source>
        <translation>Vuoto: la nota riguarda il turno intero. Oppure scrivi un ancoraggio (players[1], cell:3,4, unit:12), o fai clic su «Scegli sulla scacchiera» e poi sull&apos;elemento della scacchiera.</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::NotesController</name>
    <message>
        <source>Add Note</source>
        <translation>Aggiungi nota</translation>
    </message>
    <message>
        <source>Edit Note</source>
        <translation>Modifica nota</translation>
    </message>
    <message>
        <source>Delete Note</source>
        <translation>Elimina nota</translation>
    </message>
    <message>
        <source>Restore Unsaved Notes</source>
        <translation>Ripristina note non salvate</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::NotesModel</name>
    <message>
        <source>whole turn</source>
        <translation>intero turno</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Categoria</translation>
    </message>
    <message>
        <source>Anchor</source>
        <translation>Ancoraggio</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::NotesPanel</name>
    <message numerus="yes">
        <source>Kibitz found %n note(s) for this replay that were not saved (last change %1). Restore them?</source>
        <translation>
            <numerusform>Kibitz ha trovato %n nota non salvata per questo replay (ultima modifica %1). Ripristinarla?</numerusform>
            <numerusform>Kibitz ha trovato %n note non salvate per questo replay (ultima modifica %1). Ripristinarle?</numerusform>
        </translation>
    </message>
    <message>
        <source>Some notes of this file could not be read and were skipped:
%1</source>
        <translation>Alcune note di questo file non si potevano leggere e sono state saltate:
%1</translation>
    </message>
    <message>
        <source>Bot marks</source>
        <translation>Marcature dei bot</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: malformed mark: %2</source>
        <translation>%1: marcatura non valida: %2</translation>
    </message>
    <message numerus="yes">
        <source>Bot marks on turn %1 (%n mark(s))</source>
        <translation>
            <numerusform>Marcature dei bot al turno %1 (%n marcatura)</numerusform>
            <numerusform>Marcature dei bot al turno %1 (%n marcature)</numerusform>
        </translation>
    </message>
    <message>
        <source>(the bots drew nothing on this turn: see docs/bot-marks.md)</source>
        <translation>(i bot non hanno disegnato nulla in questo turno: vedi docs/bot-marks.md)</translation>
    </message>
    <message>
        <source>Unsaved notes</source>
        <translation>Note non salvate</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Ripristina</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Scarta</translation>
    </message>
    <message>
        <source>Filter notes…</source>
        <translation>Filtra note…</translation>
    </message>
    <message>
        <source>All categories</source>
        <translation>Tutte le categorie</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::OrkIslandBoard</name>
    <message>
        <source>Ork trails</source>
        <translation>Tracce degli Ork</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Griglia</translation>
    </message>
    <message>
        <source>Round %1: captured by %2 (from %3), respawned at (%4, %5)</source>
        <translation>Round %1: catturato da %2 (era di %3), rinato in (%4, %5)</translation>
    </message>
    <message>
        <source>Round %1: died of exhaustion, respawned at (%2, %3)</source>
        <translation>Round %1: morto di sfinimento, rinato in (%2, %3)</translation>
    </message>
    <message>
        <source>unknown cell &apos;%1&apos;</source>
        <translation>casella sconosciuta &apos;%1&apos;</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>giocatore %1</translation>
    </message>
    <message>
        <source>player %1 (%2)</source>
        <translation>giocatore %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>City %1 (%n cells), owner: %2</source>
        <translation>
            <numerusform>Città %1 (%n casella), proprietario: %2</numerusform>
            <numerusform>Città %1 (%n caselle), proprietario: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Path %1 (city %2 to city %3), owner: %4</source>
        <translation>Sentiero %1 (dalla città %2 alla città %3), proprietario: %4</translation>
    </message>
    <message>
        <source>This frame has no OrkIsland map</source>
        <translation>Questo fotogramma non ha una mappa di OrkIsland</translation>
    </message>
    <message>
        <source>No frame</source>
        <translation>Nessun fotogramma</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>No deaths or captures so far</source>
        <translation>Nessuna morte o cattura finora</translation>
    </message>
    <message>
        <source>Animate moves</source>
        <translation>Anima le mosse</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::OrkIslandMoveInput</name>
    <message>
        <source>A round holds at most %1 commands.</source>
        <translation>Un round contiene al massimo %1 comandi.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>End round</source>
        <translation>Fine del round</translation>
    </message>
    <message>
        <source>Waiting for your turn.</source>
        <translation>In attesa del tuo turno.</translation>
    </message>
    <message>
        <source>ork %1 (health %2)</source>
        <translation>ork %1 (salute %2)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message numerus="yes">
        <source>Round %1, %n command(s). Selected: %2. Click one of your orks (or N for the next one), then a neighbouring cell (or an arrow key); Return ends the round.</source>
        <translation>
            <numerusform>Round %1, %n comando. Selezionato: %2. Fai clic su uno dei tuoi ork (o N per il successivo), poi su una casella vicina (o un tasto freccia); Invio termina il round.</numerusform>
            <numerusform>Round %1, %n comandi. Selezionato: %2. Fai clic su uno dei tuoi ork (o N per il successivo), poi su una casella vicina (o un tasto freccia); Invio termina il round.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::PlayPanel</name>
    <message>
        <source>Play by Hand</source>
        <translation>Gioco a mano</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Abbandona</translation>
    </message>
    <message>
        <source>Give up this seat for the rest of the match?</source>
        <translation>Abbandonare questo posto per il resto della partita?</translation>
    </message>
    <message>
        <source>Give up the seat whose move it is: its moves fail from now on, like a bot that stopped answering</source>
        <translation>Abbandona il posto a cui tocca muovere: da ora le sue mosse falliscono, come per un bot che non risponde più</translation>
    </message>
    <message>
        <source>Stop and Save…</source>
        <translation>Interrompi e salva…</translation>
    </message>
    <message>
        <source>Stop the match and save it; to play on later, open it, go to its last turn and choose Debug &gt; Continue from This Turn</source>
        <translation>Interrompi la partita e salvala; per riprenderla più tardi, aprila, vai al suo ultimo turno e scegli Debug &gt; Continua da questo turno</translation>
    </message>
    <message>
        <source>Take Back</source>
        <translation>Ritira la mossa</translation>
    </message>
    <message>
        <source>Take back your last move: the match goes on from the turn before it</source>
        <translation>Ritira la tua ultima mossa: la partita riprende dal turno precedente</translation>
    </message>
    <message>
        <source>Match stopped. To play on later: open the saved replay, go to its last turn and choose Debug &gt; Continue from This Turn (your seats stay yours).</source>
        <translation>Partita interrotta. Per riprenderla più tardi: apri il replay salvato, vai al suo ultimo turno e scegli Debug &gt; Continua da questo turno (i tuoi posti restano tuoi).</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>Choose &quot;Me (play by hand)&quot; for a seat in File &gt; New Match to play it here.</source>
        <translation>Scegli &quot;Io (gioco a mano)&quot; per un posto in File &gt; Nuova partita per giocarlo qui.</translation>
    </message>
    <message>
        <source>Waiting for the other players…</source>
        <translation>In attesa degli altri giocatori…</translation>
    </message>
    <message>
        <source>Turn %1: your move, %2 (player %3).</source>
        <translation>Turno %1: tocca a te, %2 (giocatore %3).</translation>
    </message>
    <message>
        <source>Undo Move</source>
        <translation>Annulla la mossa</translation>
    </message>
    <message>
        <source>Take back the move you just sent while the other players have not all answered: you choose it again, nothing is played again</source>
        <translation>Ritira la mossa appena inviata finché gli altri giocatori non hanno ancora risposto tutti: la scegli di nuovo, senza rigiocare nulla</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::PlayerLabels</name>
    <message>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <source>%1 (player %2)</source>
        <extracomment>A player&apos;s name followed by its seat number, when two players have the same name.</extracomment>
        <translation>%1 (giocatore %2)</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::ProfilePanel</name>
    <message>
        <source>Profile</source>
        <translation>Profilo</translation>
    </message>
    <message>
        <source>The replay does not say where %1 is defined (a bot built without -g, or a library&apos;s function).</source>
        <translation>Il replay non dice dove è definita %1 (un bot compilato senza -g, o una funzione di una libreria).</translation>
    </message>
    <message>
        <source>Cannot open %1 at line %2: there is no such file here.</source>
        <translation>Impossibile aprire %1 alla riga %2: qui non esiste questo file.</translation>
    </message>
    <message>
        <source>Profiling was refused: %1</source>
        <translation>Profilazione rifiutata: %1</translation>
    </message>
    <message>
        <source>Open a replay or play a match: where a profiled bot spent each turn shows here.</source>
        <translation>Apri un replay o gioca una partita: qui compare dove un bot profilato ha speso ogni turno.</translation>
    </message>
    <message>
        <source>%1 at turn %2: %3 samples (about one per millisecond of its CPU time).</source>
        <translation>%1 al turno %2: %3 campioni (circa uno per millisecondo del suo tempo CPU).</translation>
    </message>
    <message>
        <source>Compared with turn %1 (%2 samples): what grew most first, what shrank most last.</source>
        <translation>Confronto con il turno %1 (%2 campioni): prima ciò che è cresciuto di più, in fondo ciò che è calato di più.</translation>
    </message>
    <message>
        <source>Turn %1 has no profile of this bot to compare with.</source>
        <translation>Il turno %1 non ha un profilo di questo bot con cui confrontare.</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>Funzione</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Total, turn %1</source>
        <translation>Totale, turno %1</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Variazione</translation>
    </message>
    <message>
        <source>Self</source>
        <translation>Proprio</translation>
    </message>
    <message>
        <source>Self, turn %1</source>
        <translation>Proprio, turno %1</translation>
    </message>
    <message>
        <source>Defined in</source>
        <translation>Definita in</translation>
    </message>
    <message>
        <source>Self %</source>
        <translation>Proprio %</translation>
    </message>
    <message>
        <source>Total %</source>
        <translation>Totale %</translation>
    </message>
    <message>
        <source>Bot:</source>
        <translation>Bot:</translation>
    </message>
    <message>
        <source>Compare with turn</source>
        <translation>Confronta con il turno</translation>
    </message>
    <message>
        <source>Lists each function&apos;s samples in both turns: what grew most first</source>
        <translation>Elenca i campioni di ogni funzione nei due turni: prima ciò che è cresciuto di più</translation>
    </message>
    <message>
        <source>Double-click a function to open its source at its line</source>
        <translation>Fai doppio clic su una funzione per aprirne il sorgente alla sua riga</translation>
    </message>
    <message>
        <source>The match is running: a profiled bot&apos;s profiles appear here when it ends.</source>
        <translation>La partita è in corso: i profili di un bot profilato compaiono qui quando finisce.</translation>
    </message>
    <message>
        <source>This match was not profiled. To see where a bot spends each turn, tick &quot;Profile this bot&quot; in New Match, or use &quot;Profile the Turn&quot; in the Re-run dialog; on the command line: kibitz-cli run --profile SEAT.</source>
        <translation>Questa partita non è stata profilata. Per vedere dove un bot spende ogni turno, spunta «Profila questo bot» in «Nuova partita», oppure usa «Profila il turno» nella finestra «Riesegui un bot fino a un turno»; da riga di comando: kibitz-cli run --profile SEAT.</translation>
    </message>
    <message>
        <source>%1 does not play turn %2: no profile.</source>
        <translation>%1 non gioca il turno %2: nessun profilo.</translation>
    </message>
    <message>
        <source>No samples in turn %1: %2 replied before the profiler took one (it takes about one per millisecond of the bot&apos;s CPU time).</source>
        <translation>Nessun campione nel turno %1: %2 ha risposto prima che il profilatore ne prendesse uno (ne prende circa uno per millisecondo di tempo CPU del bot).</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::RankingModel</name>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>The 95% interval of the mean score</source>
        <translation>L&apos;intervallo al 95% del punteggio medio</translation>
    </message>
    <message>
        <source>The 95% interval of the Elo rating</source>
        <translation>L&apos;intervallo al 95% del rating Elo</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vittorie</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Pareggi</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Sconfitte</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Score 95%</source>
        <translation>Punteggio 95%</translation>
    </message>
    <message>
        <source>Elo 95%</source>
        <translation>Elo 95%</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>The largest of its matches&apos; 95th percentiles of reply time (external bots only)</source>
        <translation>Il più alto tra i 95° percentili del tempo di risposta delle sue partite (solo bot esterni)</translation>
    </message>
    <message>
        <source>Reply p95</source>
        <translation>Risposta p95</translation>
    </message>
    <message>
        <source>Slowest reply</source>
        <translation>Risposta più lenta</translation>
    </message>
    <message>
        <source>Timeouts</source>
        <translation>Timeout</translation>
    </message>
    <message>
        <source>Peak memory</source>
        <translation>Memoria di picco</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::RatingChart</name>
    <message>
        <source>Matches</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Elo (95% interval shaded)</source>
        <translation>Elo (intervallo al 95% ombreggiato)</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::RecoveryDialog</name>
    <message>
        <source>Recover Unsaved Bots</source>
        <translation>Recupera bot non salvati</translation>
    </message>
    <message>
        <source>Kibitz did not close normally. These bot sources had unsaved changes. Checked ones reopen as modified tabs; unchecked ones are deleted.</source>
        <translation>Kibitz non è stato chiuso normalmente. Questi sorgenti di bot avevano modifiche non salvate. Quelli selezionati si riaprono come schede modificate; quelli non selezionati vengono eliminati.</translation>
    </message>
    <message>
        <source>never saved</source>
        <translation>mai salvato</translation>
    </message>
    <message>
        <source>%1 — %2 (autosaved %3)</source>
        <translation>%1 — %2 (salvato automaticamente %3)</translation>
    </message>
    <message>
        <source>Restore Checked</source>
        <translation>Ripristina selezionati</translation>
    </message>
    <message>
        <source>Discard All</source>
        <translation>Scarta tutti</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::ReplayDocument</name>
    <message>
        <source>Unsaved %1 match</source>
        <translation>Partita di %1 non salvata</translation>
    </message>
    <message>
        <source>%1 (imported)</source>
        <translation>%1 (importato)</translation>
    </message>
    <message>
        <source>Fork of %1 from turn %2</source>
        <translation>Continuazione di %1 dal turno %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::RerunDialog</name>
    <message>
        <source>Feed a fresh copy of a seat&apos;s bot the match&apos;s inputs up to this turn, compare its replies, and attach a debugger</source>
        <translation>Dai a una copia nuova del bot di un posto gli input della partita fino a questo turno, confronta le sue risposte e collega un debugger</translation>
    </message>
    <message>
        <source>Player %1: %2</source>
        <translation>Giocatore %1: %2</translation>
    </message>
    <message>
        <source>Starting %1 and feeding it the recorded inputs of turns 1 to %2…</source>
        <translation>Avvio di %1 e invio degli input registrati dei turni da 1 a %2…</translation>
    </message>
    <message>
        <source>The re-run stopped: %1</source>
        <translation>La riesecuzione si è fermata: %1</translation>
    </message>
    <message>
        <source>Turn %1: the bot answers differently than in the match (it is not deterministic, or it changed since).</source>
        <translation>Turno %1: il bot risponde in modo diverso rispetto alla partita (non è deterministico, oppure è cambiato nel frattempo).</translation>
    </message>
    <message>
        <source>In the match it answered:</source>
        <translation>Nella partita aveva risposto:</translation>
    </message>
    <message>
        <source>    (nothing)</source>
        <translation>    (niente)</translation>
    </message>
    <message>
        <source>Now it fails: %1</source>
        <translation>Ora fallisce: %1</translation>
    </message>
    <message>
        <source>Now it answers:</source>
        <translation>Ora risponde:</translation>
    </message>
    <message>
        <source>Turns 1 to %1: every reply as in the match (%2 compared).</source>
        <translation>Turni da 1 a %1: ogni risposta come nella partita (%2 confrontate).</translation>
    </message>
    <message>
        <source>The bot now waits for turn %1&apos;s input, with no time limit.</source>
        <translation>Ora il bot attende l&apos;input del turno %1, senza limite di tempo.</translation>
    </message>
    <message>
        <source>Turn %1 sent; waiting for the bot&apos;s answer (no time limit)…</source>
        <translation>Turno %1 inviato; in attesa della risposta del bot (senza limite di tempo)…</translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <translation>Turno %1: %2</translation>
    </message>
    <message>
        <source>Turn %1: the bot answers:</source>
        <translation>Turno %1: il bot risponde:</translation>
    </message>
    <message>
        <source>stderr:
%1</source>
        <translation>stderr:
%1</translation>
    </message>
    <message>
        <source>Re-run a Bot up to a Turn</source>
        <translation>Riesegui un bot fino a un turno</translation>
    </message>
    <message>
        <source>A fresh copy of the bot gets the recorded inputs of the turns before the chosen one, and each of its replies is compared with the match&apos;s. Then it waits for the chosen turn with no time limit, so that a debugger can be attached first.</source>
        <translation>Una copia nuova del bot riceve gli input registrati dei turni precedenti a quello scelto, e ogni sua risposta viene confrontata con quella della partita. Poi attende il turno scelto senza limite di tempo, così da poter prima collegare un debugger.</translation>
    </message>
    <message>
        <source>Seat:</source>
        <translation>Posto:</translation>
    </message>
    <message>
        <source>Bot:</source>
        <translation>Bot:</translation>
    </message>
    <message>
        <source>An external bot: cmd:COMMAND or eda:FILE (a course player). The seat&apos;s bot as recorded by default.</source>
        <translation>Un bot esterno: cmd:COMANDO o eda:FILE (un giocatore del corso). Per impostazione predefinita, il bot del posto come registrato.</translation>
    </message>
    <message>
        <source>Stop at turn:</source>
        <translation>Turno di arresto:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Avvia</translation>
    </message>
    <message>
        <source>&amp;Play the Turn</source>
        <translation>&amp;Gioca il turno</translation>
    </message>
    <message>
        <source>&amp;Continue the Match with This Bot…</source>
        <translation>&amp;Continua la partita con questo bot…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <source>Open gdb in a Terminal</source>
        <translation>Apri gdb in un terminale</translation>
    </message>
    <message>
        <source>Attach a debugger: %1</source>
        <translation>Collega un debugger: %1</translation>
    </message>
    <message>
        <source>(This system lets only root attach to a running process: use sudo, or allow it with &quot;echo 0 | sudo tee /proc/sys/kernel/yama/ptrace_scope&quot;.)</source>
        <translation>(Questo sistema permette solo a root di collegarsi a un processo in esecuzione: usa sudo, oppure consentilo con &quot;echo 0 | sudo tee /proc/sys/kernel/yama/ptrace_scope&quot;.)</translation>
    </message>
    <message>
        <source>Turn %1: the input made again from the recorded state differs from the one the bot received in the match, at line %2 (the game&apos;s rules changed since, or the replay was edited).</source>
        <translation>Turno %1: l&apos;input ricostruito dallo stato registrato differisce da quello che il bot ha ricevuto nella partita, alla riga %2 (da allora le regole del gioco sono cambiate, oppure il replay è stato modificato).</translation>
    </message>
    <message>
        <source>In the match it received:</source>
        <translation>Nella partita ha ricevuto:</translation>
    </message>
    <message>
        <source>    (the input ends before this line)</source>
        <translation>    (l&apos;input finisce prima di questa riga)</translation>
    </message>
    <message>
        <source>Now it receives:</source>
        <translation>Ora riceve:</translation>
    </message>
    <message>
        <source>The bot runs in the sandbox, and its process cannot be found from outside it: gdb needs the sandbox off. Turn off Tools &gt; Sandbox Untrusted Bots and start again.</source>
        <translation>Il bot viene eseguito nella sandbox e il suo processo non è visibile dall&apos;esterno: gdb richiede la sandbox disattivata. Disattiva «Strumenti &gt; Isola i bot non fidati» e ricomincia.</translation>
    </message>
    <message>
        <source>(The bot runs in the sandbox: this is its process ID outside the sandbox, not bubblewrap&apos;s.)</source>
        <translation>(Il bot viene eseguito nella sandbox: questo è il suo ID di processo fuori dalla sandbox, non quello di bubblewrap.)</translation>
    </message>
    <message>
        <source>Run the Recorded Bot?</source>
        <translation>Eseguire il bot registrato?</translation>
    </message>
    <message>
        <source>The replay records this bot for seat %1, and re-running starts it:

%2

A replay can come from anyone. Start it only if you trust it; %3</source>
        <translation>Il replay registra questo bot per il posto %1, e la riesecuzione lo avvia:

%2

Un replay può venire da chiunque. Avvialo solo se ti fidi; %3</translation>
    </message>
    <message>
        <source>it runs in the sandbox.</source>
        <translation>verrà eseguito nella sandbox.</translation>
    </message>
    <message>
        <source>Tools &gt; Sandbox Untrusted Bots runs it in the sandbox.</source>
        <translation>«Strumenti &gt; Isola i bot non fidati» lo esegue nella sandbox.</translation>
    </message>
    <message>
        <source>Re-run a &amp;Bot up to This Turn…</source>
        <translation>&amp;Riesegui un bot fino a questo turno…</translation>
    </message>
    <message>
        <source>This is the reply the match recorded.</source>
        <translation>È la risposta registrata nella partita.</translation>
    </message>
    <message>
        <source>The match recorded a different reply:</source>
        <translation>Nella partita era registrata un&apos;altra risposta:</translation>
    </message>
    <message>
        <source>No breakpoint is set in the editor (click its gutter or press F9 on a line): the bot runs through the turn unless it faults.</source>
        <translation>Nell&apos;editor non è impostato alcun punto di interruzione (fai clic nel margine o premi F9 su una riga): il bot esegue tutto il turno, salvo errori.</translation>
    </message>
    <message numerus="yes">
        <source>Turn %1 sent under the debugger, with %n breakpoint(s) armed for this turn only…</source>
        <translation>
            <numerusform>Turno %1 inviato sotto il debugger, con %n punto di interruzione attivo solo per questo turno…</numerusform>
            <numerusform>Turno %1 inviato sotto il debugger, con %n punti di interruzione attivi solo per questo turno…</numerusform>
        </translation>
    </message>
    <message>
        <source>The debugger stopped: %1</source>
        <translation>Il debugger si è fermato: %1</translation>
    </message>
    <message>
        <source>The bot</source>
        <translation>Il bot</translation>
    </message>
    <message>
        <source>&amp;Debug the Turn</source>
        <translation>&amp;Debug del turno</translation>
    </message>
    <message>
        <source>Play the turn under the debugger: the breakpoints set in the editor&apos;s gutter are armed for this turn only, and the Bot Debugger dock shows where the bot stops</source>
        <translation>Gioca il turno sotto il debugger: i punti di interruzione impostati nel margine dell&apos;editor sono attivi solo per questo turno, e il pannello Debugger del bot mostra dove il bot si ferma</translation>
    </message>
    <message>
        <source>The build for debugging failed; the bot&apos;s own build runs instead: %1</source>
        <translation>La compilazione per il debug non è riuscita; viene eseguito il bot compilato normalmente: %1</translation>
    </message>
    <message>
        <source>Built for debugging (-O0 -g): %1</source>
        <translation>Compilato per il debug (-O0 -g): %1</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved (nor built): the bot runs the file as it is on disk, so its lines may not be the ones the breakpoints are on.</source>
        <translation>%1 ha modifiche non salvate (né compilate): il bot esegue il file com&apos;è sul disco, quindi le sue righe potrebbero non essere quelle dei punti di interruzione.</translation>
    </message>
    <message>
        <source>The breakpoint at %1 will not stop: the bot has no code there, or no debug information for that file.</source>
        <translation>Il punto di interruzione in %1 non fermerà il bot: lì il bot non ha codice, oppure non ha informazioni di debug per quel file.</translation>
    </message>
    <message>
        <source>The breakpoint at %1 stops at line %2, the next line with code.</source>
        <translation>Il punto di interruzione in %1 si ferma alla riga %2, la riga successiva con codice.</translation>
    </message>
    <message numerus="yes">
        <source>None of the editor&apos;s %n breakpoint(s) stops in turn %1 (their turns are set in the gutter&apos;s context menu): the bot runs through it unless it faults.</source>
        <translation>
            <numerusform>L&apos;unico punto di interruzione dell&apos;editor non si ferma nel turno %1 (i suoi turni si scelgono nel menu contestuale del margine): il bot lo esegue tutto, salvo errori.</numerusform>
            <numerusform>Nessuno dei %n punti di interruzione dell&apos;editor si ferma nel turno %1 (i turni si scelgono nel menu contestuale del margine): il bot lo esegue tutto, salvo errori.</numerusform>
        </translation>
    </message>
    <message>
        <source>the match</source>
        <translation>la partita</translation>
    </message>
    <message>
        <source>the re-run of player %1</source>
        <translation>la riesecuzione del giocatore %1</translation>
    </message>
    <message>
        <source>Building the bot for debugging (-O0 -g) if it needs a build…</source>
        <translation>Compilazione del bot per il debug (-O0 -g), se serve…</translation>
    </message>
    <message>
        <source>P&amp;rofile the Turn…</source>
        <translation>P&amp;rofila il turno…</translation>
    </message>
    <message>
        <source>Play the match on from the turn before this one with the bot profiled, in a new window: its Profile panel shows where the bot spent each turn</source>
        <translation>Prosegue la partita dal turno precedente a questo con il bot profilato, in una nuova finestra: il suo pannello «Profilo» mostra dove il bot ha speso ogni turno</translation>
    </message>
    <message>
        <source>Compare Replies with the Match…</source>
        <translation>Confronta le risposte con la partita…</translation>
    </message>
    <message>
        <source>Open the Compare window on the match and on the match as the re-run played it: each turn where the bot answers otherwise is marked on the timeline</source>
        <translation>Apre la finestra Confronta sulla partita e sulla partita come l&apos;ha giocata la riesecuzione: ogni turno in cui il bot risponde diversamente è segnato sulla linea temporale</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::ResultWords</name>
    <message>
        <source>wins</source>
        <extracomment>A seat&apos;s result in a match: it won.</extracomment>
        <translation>vince</translation>
    </message>
    <message>
        <source>shares the win</source>
        <extracomment>A seat&apos;s result in a match of three or more seats: it won together with others.</extracomment>
        <translation>vince a pari merito</translation>
    </message>
    <message>
        <source>draw</source>
        <extracomment>A seat&apos;s result in a match: every seat ended level.</extracomment>
        <translation>pareggio</translation>
    </message>
    <message>
        <source>loses</source>
        <extracomment>A seat&apos;s result in a match: it lost.</extracomment>
        <translation>perde</translation>
    </message>
    <message>
        <source>disqualified</source>
        <extracomment>A seat&apos;s result: its bot&apos;s reply broke the rules, which ended its game.</extracomment>
        <translation>squalificato</translation>
    </message>
    <message>
        <source>crashed</source>
        <extracomment>A seat&apos;s result: its bot&apos;s process died, which ended its game.</extracomment>
        <translation>andato in crash</translation>
    </message>
    <message>
        <source>timed out</source>
        <extracomment>A seat&apos;s result: its bot did not answer in time, which ended its game.</extracomment>
        <translation>tempo scaduto</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>A seat of a match that has no name.</extracomment>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <extracomment>The result of a match: %1 is the winner&apos;s name.</extracomment>
        <translation>%1 vince</translation>
    </message>
    <message>
        <source>%1 share the win</source>
        <extracomment>The result of a match of three or more seats: %1 lists the winners&apos; names.</extracomment>
        <translation>%1 vincono a pari merito</translation>
    </message>
    <message>
        <source>Draw</source>
        <extracomment>The result of a match where every seat ended level.</extracomment>
        <translation>Pareggio</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>The result of a match and its score: &quot;alice wins, 20–15&quot;.</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 crashed</source>
        <extracomment>In a match&apos;s result: the bot of seat %1 died, which ended its game.</extracomment>
        <translation>%1 è andato in crash</translation>
    </message>
    <message>
        <source>%1 timed out</source>
        <extracomment>In a match&apos;s result: the bot of seat %1 did not answer in time, which ended its game.</extracomment>
        <translation>tempo scaduto per %1</translation>
    </message>
    <message>
        <source>%1 was disqualified</source>
        <extracomment>In a match&apos;s result: the reply of seat %1 broke the rules, which ended its game.</extracomment>
        <translation>%1 è stato squalificato</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::RulesHelpWindow</name>
    <message>
        <source>Rules of %1</source>
        <translation>Regole di %1</translation>
    </message>
    <message>
        <source>&amp;Rules of This Game</source>
        <translation>&amp;Regole di questo gioco</translation>
    </message>
    <message>
        <source>The rules of the open replay&apos;s game, written for a player</source>
        <translation>Le regole del gioco del replay aperto, scritte per chi gioca</translation>
    </message>
    <message>
        <source>Rules &amp;of</source>
        <translation>Regole &amp;di</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::Sandbox</name>
    <message>
        <source>Sandbox on, but it cannot be set up here, so external bots will not start: %1</source>
        <translation>Sandbox attiva, ma qui non si può predisporre, quindi i bot esterni non partiranno: %1</translation>
    </message>
    <message>
        <source>Sandbox on: external bots run without network, without your files and with capped processes and memory (Tools &gt; Sandbox Untrusted Bots).</source>
        <translation>Sandbox attiva: i bot esterni vengono eseguiti senza rete, senza accesso ai tuoi file e con processi e memoria limitati («Strumenti &gt; Isola i bot non fidati»).</translation>
    </message>
    <message>
        <source>&amp;Sandbox Untrusted Bots</source>
        <translation>&amp;Isola i bot non fidati</translation>
    </message>
    <message>
        <source>Run external bots in a sandbox: read-only system, no network, no access to your files, capped processes and memory (bubblewrap)</source>
        <translation>Esegue i bot esterni in una sandbox: sistema in sola lettura, niente rete, nessun accesso ai tuoi file, processi e memoria limitati (bubblewrap)</translation>
    </message>
    <message>
        <source>The sandbox cannot be set up on this machine: %1

While the setting is on, external bots do not start.</source>
        <translation>Su questo computer non si può predisporre la sandbox: %1

Finché l&apos;impostazione è attiva, i bot esterni non partono.</translation>
    </message>
    <message>
        <source>Sandbox Untrusted Bots</source>
        <translation>Isola i bot non fidati</translation>
    </message>
    <message>
        <source>External bots now run in the sandbox.</source>
        <translation>Ora i bot esterni vengono eseguiti nella sandbox.</translation>
    </message>
    <message>
        <source>External bots now run without the sandbox.</source>
        <translation>Ora i bot esterni vengono eseguiti senza sandbox.</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::SlowReplies</name>
    <message>
        <source>Slow reply: %1 took %2 ms of %3 ms (%4%)</source>
        <extracomment>A timeline tooltip: a bot&apos;s reply close to its time limit.</extracomment>
        <translation>Risposta lenta: %1 ha impiegato %2 ms su %3 ms (%4%)</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::SlowestTurnsView</name>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Reply (ms)</source>
        <translation>Risposta (ms)</translation>
    </message>
    <message>
        <source>CPU (ms)</source>
        <translation>CPU (ms)</translation>
    </message>
    <message>
        <source>Of the limit</source>
        <translation>% del limite</translation>
    </message>
    <message>
        <source>Click a turn to go there</source>
        <translation>Fai clic su un turno per andarci</translation>
    </message>
    <message>
        <source>Slowest turns of %1</source>
        <extracomment>Above a table of one bot&apos;s slowest replies: &quot;Slowest turns of alice (player 0)&quot;.</extracomment>
        <translation>Turni più lenti di %1</translation>
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
        <translation>Solo il turno %1</translation>
    </message>
    <message>
        <source>From turn %1</source>
        <translation>Dal turno %1</translation>
    </message>
    <message>
        <source>When %1</source>
        <translation>Quando %1</translation>
    </message>
    <message>
        <source>Every turn</source>
        <translation>Ogni turno</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Riga</translation>
    </message>
    <message>
        <source>Stops In</source>
        <translation>Si ferma in</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Condizione</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Remove All</source>
        <translation>Rimuovi tutti</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::SourceEditor</name>
    <message>
        <source>error: %1</source>
        <translation>errore: %1</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>avviso: %1</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>nota: %1</translation>
    </message>
    <message>
        <source>Go to Definition</source>
        <translation>Vai alla definizione</translation>
    </message>
    <message>
        <source>Find References in This File</source>
        <translation>Trova i riferimenti in questo file</translation>
    </message>
    <message>
        <source>Format Document</source>
        <translation>Formatta documento</translation>
    </message>
    <message>
        <source>Toggle Breakpoint</source>
        <translation>Attiva/disattiva punto di interruzione</translation>
    </message>
    <message>
        <source>Breakpoint at Line %1</source>
        <translation>Punto di interruzione alla riga %1</translation>
    </message>
    <message>
        <source>Stop only in turn:</source>
        <translation>Interrompi solo nel turno:</translation>
    </message>
    <message>
        <source>Stop from turn:</source>
        <translation>Interrompi dal turno:</translation>
    </message>
    <message>
        <source>Breakpoint Stops In</source>
        <translation>Punto di interruzione attivo in</translation>
    </message>
    <message>
        <source>Every Turn</source>
        <translation>Ogni turno</translation>
    </message>
    <message>
        <source>Only Turn…</source>
        <translation>Solo il turno…</translation>
    </message>
    <message>
        <source>From Turn…</source>
        <translation>Dal turno…</translation>
    </message>
    <message>
        <source>When a Match Condition Holds…</source>
        <translation>Quando vale una condizione della partita…</translation>
    </message>
    <message>
        <source>Stop in the turns where this match breakpoint condition (JavaScript on the state the bot answers, as in the Breakpoints panel) holds:</source>
        <translation>Interrompi nei turni in cui vale questa condizione di punto di interruzione della partita (JavaScript sullo stato a cui il bot risponde, come nel pannello Punti di interruzione):</translation>
    </message>
    <message>
        <source>Breakpoint Condition…</source>
        <translation>Condizione del punto di interruzione…</translation>
    </message>
    <message>
        <source>Stop only when this expression, in the bot&apos;s language, is true (empty: always):</source>
        <translation>Interrompi solo quando questa espressione, nel linguaggio del bot, è vera (vuota: sempre):</translation>
    </message>
    <message>
        <source>Disable Breakpoint</source>
        <translation>Disattiva punto di interruzione</translation>
    </message>
    <message>
        <source>Enable Breakpoint</source>
        <translation>Attiva punto di interruzione</translation>
    </message>
    <message>
        <source>Quick Fix…</source>
        <translation>Correzione rapida…</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::StateTreeModel</name>
    <message>
        <source>%1
New at this turn</source>
        <translation>%1
Nuovo in questo turno</translation>
    </message>
    <message>
        <source>%1
Previous turn: %2</source>
        <translation>%1
Turno precedente: %2</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::TemplateCatalog</name>
    <message>
        <source>The template %1 cannot be read: %2</source>
        <translation>Impossibile leggere il modello %1: %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::TemplateDialog</name>
    <message>
        <source>New Bot from Template</source>
        <translation>Nuovo bot da modello</translation>
    </message>
    <message>
        <source>This build has no bot templates.</source>
        <translation>Questa build non ha modelli di bot.</translation>
    </message>
    <message>
        <source>A starter bot that plays legal moves. It opens as a new, unsaved source.</source>
        <translation>Un bot iniziale che gioca mosse legali. Si apre come nuovo sorgente non salvato.</translation>
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
        <translation>Non inviata: %1</translation>
    </message>
    <message>
        <source>Type your reply as your bot would print it, one line per line (Ctrl+Return sends it).</source>
        <translation>Scrivi la risposta come la stamperebbe il tuo bot, una riga per riga (Ctrl+Invio la invia).</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Invia</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::TextSearch</name>
    <message>
        <source>Invalid regular expression at %1: %2</source>
        <translation>Espressione regolare non valida in %1: %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::TimelinePanel</name>
    <message>
        <source>No match</source>
        <translation>Nessuna partita</translation>
    </message>
    <message>
        <source>Turn %1 / %2</source>
        <translation>Turno %1 / %2</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Velocità:</translation>
    </message>
    <message>
        <source>Playback speed (1× is the original viewer&apos;s pace)</source>
        <translation>Velocità di riproduzione (1× è il ritmo del visualizzatore originale)</translation>
    </message>
    <message>
        <source>Decision %1 / %2</source>
        <translation>Decisione %1 / %2</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::TimelineSlider</name>
    <message>
        <source>Turn %1</source>
        <translation>Turno %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) around this turn</source>
        <translation>
            <numerusform>%n evento attorno a questo turno</numerusform>
            <numerusform>%n eventi attorno a questo turno</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::TurnMarks</name>
    <message>
        <source>Referee: %1</source>
        <translation>Arbitro: %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::WatchInBrowserFeature</name>
    <message>
        <source>Watch in &amp;Browser</source>
        <translation>Guarda nel &amp;browser</translation>
    </message>
    <message>
        <source>Follow this match in a web browser as it is played (served on this computer only)</source>
        <translation>Segui questa partita in un browser mentre si gioca (servita solo su questo computer)</translation>
    </message>
    <message>
        <source>There is no match to watch.</source>
        <translation>Non c&apos;è nessuna partita da guardare.</translation>
    </message>
    <message>
        <source>Cannot watch in the browser</source>
        <translation>Impossibile guardare nel browser</translation>
    </message>
    <message>
        <source>Watching in the browser at %1</source>
        <translation>In visione nel browser all&apos;indirizzo %1</translation>
    </message>
    <message>
        <source>Watch in Browser</source>
        <translation>Guarda nel browser</translation>
    </message>
    <message>
        <source>This match is served to browsers on this computer at this address, until another replay is opened or Kibitz is closed:</source>
        <translation>Questa partita è servita ai browser di questo computer a questo indirizzo, finché non si apre un altro replay o si chiude Kibitz:</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copia</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::WebExport</name>
    <message>
        <source>Export as Web Page</source>
        <translation>Esporta come pagina web</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Pagina web (*.html)</translation>
    </message>
    <message>
        <source>Cannot export the web page</source>
        <translation>Impossibile esportare la pagina web</translation>
    </message>
    <message>
        <source>The page could not be written:
%1</source>
        <translation>Impossibile scrivere la pagina:
%1</translation>
    </message>
    <message>
        <source>Wrote the web page %1 (%2 KB)</source>
        <translation>Pagina web %1 scritta (%2 KB)</translation>
    </message>
    <message>
        <source>&amp;Web Page…</source>
        <translation>Pagina &amp;web…</translation>
    </message>
    <message>
        <source>One HTML file that replays this match in any browser, offline</source>
        <translation>Un solo file HTML che riproduce questa partita in qualsiasi browser, senza rete</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Esporta</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::WebExportDialog</name>
    <message>
        <source>Export as Web Page</source>
        <translation>Esporta come pagina web</translation>
    </message>
    <message>
        <source>Include each bot&apos;s input, output and stderr (a larger page)</source>
        <translation>Includi input, output e stderr di ogni bot (pagina più grande)</translation>
    </message>
    <message>
        <source>Language of the page:</source>
        <translation>Lingua della pagina:</translation>
    </message>
</context>
<context>
    <name>Kibitz::App::WinRateModel</name>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message numerus="yes">
        <source>%1 against %2: %3 wins, %4 draws, %5 losses in %n match(es)</source>
        <translation>
            <numerusform>%1 contro %2 in %n partita: vittorie %3, pareggi %4, sconfitte %5</numerusform>
            <numerusform>%1 contro %2 in %n partite: vittorie %3, pareggi %4, sconfitte %5</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s score rate against each bot</source>
        <translation>La percentuale di punti di %1 contro ogni bot</translation>
    </message>
    <message>
        <source>The score rate of each bot against %1</source>
        <translation>La percentuale di punti di ogni bot contro %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::Debugger::NotesReport</name>
    <message>
        <source>Match report: %1</source>
        <translation>Rapporto della partita: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>%1 (rules %2)</source>
        <translation>%1 (regole %2)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seme</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Turni</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>%1 (not finished)</source>
        <translation>%1 (non terminata)</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>%1. Turn %2 — %3</source>
        <translation>%1. Turno %2 — %3</translation>
    </message>
    <message>
        <source>%1 — at %2</source>
        <translation>%1 — su %2</translation>
    </message>
    <message>
        <source>event: %1: %2</source>
        <translation>evento: %1: %2</translation>
    </message>
    <message>
        <source>event: %1</source>
        <translation>evento: %1</translation>
    </message>
    <message>
        <source>%1 answered: %2</source>
        <translation>%1 ha risposto: %2</translation>
    </message>
    <message>
        <source>%1 marked: %2</source>
        <translation>%1 ha marcato: %2</translation>
    </message>
    <message>
        <source>(no events and no replies on this turn)</source>
        <translation>(nessun evento e nessuna risposta in questo turno)</translation>
    </message>
    <message>
        <source>No notes.</source>
        <translation>Nessuna nota.</translation>
    </message>
    <message>
        <source>Board at turn %1</source>
        <translation>Scacchiera al turno %1</translation>
    </message>
</context>
<context>
    <name>Kibitz::Notes</name>
    <message>
        <source>idea</source>
        <translation>idea</translation>
    </message>
    <message>
        <source>bug</source>
        <translation>bug</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>errore grave</translation>
    </message>
    <message>
        <source>good move</source>
        <translation>buona mossa</translation>
    </message>
</context>
<context>
    <name>Kibitz::Profiler</name>
    <message>
        <source>%1: perf did not stop in time; its samples are lost.</source>
        <translation>%1: perf non si è fermato in tempo; i suoi campioni sono persi.</translation>
    </message>
    <message>
        <source>%1: perf&apos;s samples were too many or too slow to read; the last turns have none.</source>
        <translation>%1: i campioni di perf erano troppi o troppo lenti da leggere; gli ultimi turni non ne hanno.</translation>
    </message>
    <message>
        <source>The kernel does not let a user profile its own programs (kernel.perf_event_paranoid is %1; profiling needs 2 or less). Run: sudo sysctl kernel.perf_event_paranoid=2</source>
        <translation>Il kernel non consente a un utente di profilare i propri programmi (kernel.perf_event_paranoid vale %1; la profilazione richiede 2 o meno). Esegui: sudo sysctl kernel.perf_event_paranoid=2</translation>
    </message>
    <message>
        <source>Profiling a bot needs perf, which is not on PATH. Install it (Debian: apt install linux-perf; Ubuntu: apt install linux-tools-generic; Fedora: dnf install perf).</source>
        <translation>Per profilare un bot serve perf, che non è nel PATH. Installalo (Debian: apt install linux-perf; Ubuntu: apt install linux-tools-generic; Fedora: dnf install perf).</translation>
    </message>
    <message>
        <source>perf could not attach to the bot (process %1): %2. perf attaches only to processes of your own user, and only as far as the kernel allows (kernel.perf_event_paranoid, Yama&apos;s kernel.yama.ptrace_scope).</source>
        <translation>perf non è riuscito ad agganciarsi al bot (processo %1): %2. perf si aggancia solo ai processi del tuo utente, e solo nei limiti consentiti dal kernel (kernel.perf_event_paranoid, kernel.yama.ptrace_scope di Yama).</translation>
    </message>
    <message>
        <source>it gave no reason</source>
        <translation>non ha indicato il motivo</translation>
    </message>
    <message>
        <source>%1: %2 of %3 samples have no function name: the program has no symbols. Build it with -g (and -fno-omit-frame-pointer) and do not strip it.</source>
        <translation>%1: %2 campioni su %3 non hanno il nome della funzione: il programma non ha simboli. Compilalo con -g (e -fno-omit-frame-pointer) e non rimuoverne i simboli (strip).</translation>
    </message>
    <message>
        <source>%1: the Python profiler wrote no samples.</source>
        <translation>%1: il profilatore Python non ha scritto alcun campione.</translation>
    </message>
    <message>
        <source>%1: the Python profile is larger than %2 MiB; the last turns have none.</source>
        <translation>%1: il profilo Python supera %2 MiB; gli ultimi turni non ne hanno.</translation>
    </message>
    <message>
        <source>%1: %2 lines of the Python profile were malformed and skipped.</source>
        <translation>%1: %2 righe del profilo Python erano malformate e sono state ignorate.</translation>
    </message>
</context>
<context>
    <name>QsciScintilla</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Taglia</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copia</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Incolla</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Seleziona tutto</translation>
    </message>
</context>
</TS>
