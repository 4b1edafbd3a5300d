<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>GameTerms</name>
    <message numerus="yes">
        <source>%n flag(s)</source>
        <translation>
            <numerusform>%n flag</numerusform>
            <numerusform>%n flags</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 points, %n ork(s)</source>
        <translation>
            <numerusform>%1 points, %n ork</numerusform>
            <numerusform>%1 points, %n orks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::AngelEmpireBoard</name>
    <message numerus="yes">
        <source>#%1 can move here (%n step(s))</source>
        <translation>
            <numerusform>#%1 can move here (%n step)</numerusform>
            <numerusform>#%1 can move here (%n steps)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Campaign over after %n battle(s)</source>
        <translation>
            <numerusform>Campaign over after %n battle</numerusform>
            <numerusform>Campaign over after %n battles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 #%2 (%3): %n cell(s) to move to, %4 to attack</source>
        <translation>
            <numerusform>%1 #%2 (%3): %n cell to move to, %4 to attack</numerusform>
            <numerusform>%1 #%2 (%3): %n cells to move to, %4 to attack</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n enemy unit(s)</source>
        <translation>
            <numerusform>%n enemy unit</numerusform>
            <numerusform>%n enemy units</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::AnimationExportFeature</name>
    <message numerus="yes">
        <source>Wrote the animation %1 (%n frame(s))</source>
        <translation>
            <numerusform>Wrote the animation %1 (%n frame)</numerusform>
            <numerusform>Wrote the animation %1 (%n frames)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::ArenaRunner</name>
    <message numerus="yes">
        <source>%n match(es) could not be played (resume plays them again): %1</source>
        <translation>
            <numerusform>%n match could not be played (resume plays it again): %1</numerusform>
            <numerusform>%n matches could not be played (resume plays them again): %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::ArenaWindow</name>
    <message numerus="yes">
        <source>Resuming: the database holds %n of the arena&apos;s matches.</source>
        <translation>
            <numerusform>Resuming: the database holds %n of the arena&apos;s matches.</numerusform>
            <numerusform>Resuming: the database holds %n of the arena&apos;s matches.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n match(es)</source>
        <translation>
            <numerusform>%1 of %n match</numerusform>
            <numerusform>%1 of %n matches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The database holds the whole arena: %n match(es).</source>
        <translation>
            <numerusform>The database holds the whole arena: %n match.</numerusform>
            <numerusform>The database holds the whole arena: %n matches.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::BotBuilder</name>
    <message numerus="yes">
        <source>The build took longer than %n second(s) and was stopped.</source>
        <translation>
            <numerusform>The build took longer than %n second and was stopped.</numerusform>
            <numerusform>The build took longer than %n seconds and was stopped.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::BotDebugPanel</name>
    <message numerus="yes">
        <source>%1 is attached, with %n breakpoint(s) armed for this turn; it runs…</source>
        <translation>
            <numerusform>%1 is attached, with %n breakpoint armed for this turn; it runs…</numerusform>
            <numerusform>%1 is attached, with %n breakpoints armed for this turn; it runs…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::BreakpointsPanel</name>
    <message numerus="yes">
        <source>Exported %n breakpoint(s) to %1.</source>
        <translation>
            <numerusform>Exported %n breakpoint to %1.</numerusform>
            <numerusform>Exported %n breakpoints to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n breakpoint(s).</source>
        <translation>
            <numerusform>Imported %n breakpoint.</numerusform>
            <numerusform>Imported %n breakpoints.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::BuildPanel</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::CompareWindow</name>
    <message numerus="yes">
        <source>Turn %1 (the first difference): %n value(s) differ</source>
        <translation>
            <numerusform>Turn %1 (the first difference): %n value differs</numerusform>
            <numerusform>Turn %1 (the first difference): %n values differ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turn %1: %n value(s) differ</source>
        <translation>
            <numerusform>Turn %1: %n value differs</numerusform>
            <numerusform>Turn %1: %n values differ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The replays are identical (%n turn(s)).</source>
        <translation>
            <numerusform>The replays are identical (%n turn).</numerusform>
            <numerusform>The replays are identical (%n turns).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>First difference at turn %1: %n value(s) differ there.</source>
        <translation>
            <numerusform>First difference at turn %1: %n value differs there.</numerusform>
            <numerusform>First difference at turn %1: %n values differ there.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turn %1: %n reply(s) differ.</source>
        <translation>
            <numerusform>Turn %1: %n reply differs.</numerusform>
            <numerusform>Turn %1: %n replies differ.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reply(s) differ.</source>
        <translation>
            <numerusform>%n reply differs.</numerusform>
            <numerusform>%n replies differ.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The replies differ in %n turn(s), first at turn %1.</source>
        <translation>
            <numerusform>The replies differ in %n turn, turn %1.</numerusform>
            <numerusform>The replies differ in %n turns, first at turn %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::DominoesGridWidget</name>
    <message numerus="yes">
        <source>%n dead cell(s)</source>
        <translation>
            <numerusform>%n dead cell</numerusform>
            <numerusform>%n dead cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Empty, %n occupied neighbour(s)</source>
        <translation>
            <numerusform>Empty, %n occupied neighbour</numerusform>
            <numerusform>Empty, %n occupied neighbours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stack slot %1: empty (%n reveal(s) left)</source>
        <translation>
            <numerusform>Stack slot %1: empty (%n reveal left)</numerusform>
            <numerusform>Stack slot %1: empty (%n reveals left)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fits %n cell(s)</source>
        <translation>
            <numerusform>Fits %n cell</numerusform>
            <numerusform>Fits %n cells</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::DominoesMoveInput</name>
    <message numerus="yes">
        <source>Placing the domino of slot %1: it fits %n highlighted cell(s). Click one, or move with the arrows and press Enter; Enter on an occupied cell goes back to the stack.</source>
        <translation>
            <numerusform>Placing the domino of slot %1: it fits %n highlighted cell. Click it, or move with the arrows and press Enter; Enter on an occupied cell goes back to the stack.</numerusform>
            <numerusform>Placing the domino of slot %1: it fits %n highlighted cells. Click one, or move with the arrows and press Enter; Enter on an occupied cell goes back to the stack.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::DominoesPlayDialog</name>
    <message numerus="yes">
        <source>Selected pattern %1 (%2): it fits %n highlighted cell(s).</source>
        <translation>
            <numerusform>Selected pattern %1 (%2): it fits %n highlighted cell.</numerusform>
            <numerusform>Selected pattern %1 (%2): it fits %n highlighted cells.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::EditorFeature</name>
    <message numerus="yes">
        <source>Player %1: %2 (%n input(s))</source>
        <translation>
            <numerusform>Player %1: %2 (%n input)</numerusform>
            <numerusform>Player %1: %2 (%n inputs)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::EditorPanel</name>
    <message numerus="yes">
        <source>%n replaced</source>
        <translation>
            <numerusform>%n replaced</numerusform>
            <numerusform>%n replaced</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::ExchangeView</name>
    <message numerus="yes">
        <source>The same input as player %1&apos;s, above (%n line(s)).</source>
        <translation>
            <numerusform>The same input as player %1&apos;s, above (%n line).</numerusform>
            <numerusform>The same input as player %1&apos;s, above (%n lines).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⋯ map: %n line(s) folded ⋯</source>
        <extracomment>The one line that stands for the map in a bot&apos;s input while it is folded.</extracomment>
        <translation>
            <numerusform>⋯ map: %n line folded ⋯</numerusform>
            <numerusform>⋯ map: %n lines folded ⋯</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n line(s))</source>
        <extracomment>A folded stream&apos;s caption: &quot;Input (812 lines)&quot;.</extracomment>
        <translation>
            <numerusform>%1 (%n line)</numerusform>
            <numerusform>%1 (%n lines)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Show Map (%n line(s))</source>
        <translation>
            <numerusform>Show Map (%n line)</numerusform>
            <numerusform>Show Map (%n lines)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::FencingBoard</name>
    <message numerus="yes">
        <source>%n drug(s)</source>
        <translation>
            <numerusform>%n drug</numerusform>
            <numerusform>%n drugs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::HistoryChart</name>
    <message numerus="yes">
        <source>%1: %n version(s) against %2 (matches: %3).</source>
        <translation>
            <numerusform>%1: %n version against %2 (matches: %3).</numerusform>
            <numerusform>%1: %n versions against %2 (matches: %3).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::InspectorPanel</name>
    <message numerus="yes">
        <source>Turn %1: %n values changed since the previous turn</source>
        <translation>
            <numerusform>Turn %1: %n value changed since the previous turn</numerusform>
            <numerusform>Turn %1: %n values changed since the previous turn</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::JsonValueText</name>
    <message numerus="yes">
        <source>%n items</source>
        <translation>
            <numerusform>%n item</numerusform>
            <numerusform>%n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fields</source>
        <translation>
            <numerusform>%n field</numerusform>
            <numerusform>%n fields</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::MainWindow</name>
    <message numerus="yes">
        <source>Match cancelled after %n turn(s).</source>
        <translation>
            <numerusform>Match cancelled after %n turn.</numerusform>
            <numerusform>Match cancelled after %n turns.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::MatchPrebuild</name>
    <message numerus="yes">
        <source>Compiling course player %1 (%2 of %3)… %n s</source>
        <translation>
            <numerusform>Compiling course player %1 (%2 of %3)… %n s</numerusform>
            <numerusform>Compiling course player %1 (%2 of %3)… %n s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Building %1 for debugging (%2 of %3)… %n s</source>
        <translation>
            <numerusform>Building %1 for debugging (%2 of %3)… %n s</numerusform>
            <numerusform>Building %1 for debugging (%2 of %3)… %n s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::MoscaCecaBoard</name>
    <message numerus="yes">
        <source>Territory of %1: %Ln cell(s)</source>
        <translation>
            <numerusform>Territory of %1: %Ln cell</numerusform>
            <numerusform>Territory of %1: %Ln cells</numerusform>
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
            <numerusform>Nearest colonna di ricarica (charging column): %Ln move away (dashed square)</numerusform>
            <numerusform>Nearest colonna di ricarica (charging column): %Ln moves away (dashed square)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::NotesPanel</name>
    <message numerus="yes">
        <source>Kibitz found %n note(s) for this replay that were not saved (last change %1). Restore them?</source>
        <translation>
            <numerusform>Kibitz found %n note for this replay that was not saved (last change %1). Restore it?</numerusform>
            <numerusform>Kibitz found %n notes for this replay that were not saved (last change %1). Restore them?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bot marks on turn %1 (%n mark(s))</source>
        <translation>
            <numerusform>Bot marks on turn %1 (%n mark)</numerusform>
            <numerusform>Bot marks on turn %1 (%n marks)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::OrkIslandBoard</name>
    <message numerus="yes">
        <source>City %1 (%n cells), owner: %2</source>
        <translation>
            <numerusform>City %1 (%n cell), owner: %2</numerusform>
            <numerusform>City %1 (%n cells), owner: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::OrkIslandMoveInput</name>
    <message numerus="yes">
        <source>Round %1, %n command(s). Selected: %2. Click one of your orks (or N for the next one), then a neighbouring cell (or an arrow key); Return ends the round.</source>
        <translation>
            <numerusform>Round %1, %n command. Selected: %2. Click one of your orks (or N for the next one), then a neighbouring cell (or an arrow key); Return ends the round.</numerusform>
            <numerusform>Round %1, %n commands. Selected: %2. Click one of your orks (or N for the next one), then a neighbouring cell (or an arrow key); Return ends the round.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::RerunDialog</name>
    <message numerus="yes">
        <source>Turn %1 sent under the debugger, with %n breakpoint(s) armed for this turn only…</source>
        <translation>
            <numerusform>Turn %1 sent under the debugger, with %n breakpoint armed for this turn only…</numerusform>
            <numerusform>Turn %1 sent under the debugger, with %n breakpoints armed for this turn only…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>None of the editor&apos;s %n breakpoint(s) stops in turn %1 (their turns are set in the gutter&apos;s context menu): the bot runs through it unless it faults.</source>
        <translation>
            <numerusform>None of the editor&apos;s %n breakpoint stops in turn %1 (its turns are set in the gutter&apos;s context menu): the bot runs through it unless it faults.</numerusform>
            <numerusform>None of the editor&apos;s %n breakpoints stops in turn %1 (their turns are set in the gutter&apos;s context menu): the bot runs through it unless it faults.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::TimelineSlider</name>
    <message numerus="yes">
        <source>%n event(s) around this turn</source>
        <translation>
            <numerusform>%n event around this turn</numerusform>
            <numerusform>%n events around this turn</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Kibitz::App::WinRateModel</name>
    <message numerus="yes">
        <source>%1 against %2: %3 wins, %4 draws, %5 losses in %n match(es)</source>
        <translation>
            <numerusform>%1 against %2: %3 wins, %4 draws, %5 losses in %n match</numerusform>
            <numerusform>%1 against %2: %3 wins, %4 draws, %5 losses in %n matches</numerusform>
        </translation>
    </message>
</context>
</TS>
