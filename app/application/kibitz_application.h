#pragma once

namespace Kibitz::App {

// Sets up the application (names, settings, language), parses the command line and
// shows the main window with the file given, or with the built-in demo match.
int runApplication(int argc, char** argv);

}  // namespace Kibitz::App
