#pragma once

class QWidget;

namespace Kibitz::App {

// The height `panel` needs for all its text: its layout's minimum, in which a word-wrapped
// QLabel counts about one line (Qt lays minimums out without heightForWidth), plus what each
// visible wrapped label needs beyond that at its width. The labels are taken as stacked, as
// in a panel of controls under a hint.
int heightForWrappedText(const QWidget* panel);

}  // namespace Kibitz::App
