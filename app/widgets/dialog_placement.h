#pragma once

class QWidget;

namespace Kibitz::App::DialogPlacement {

// Moves `dialog` (shown or about to be) so that it covers as little of `keepVisible` (the
// bot editor, where the user looks while a re-run waits) as the screen allows: beside it
// within the window first, else at the window's other edge. Nothing moves when
// `keepVisible` is hidden.
void keepClearOf(QWidget* dialog, const QWidget* keepVisible);

}  // namespace Kibitz::App::DialogPlacement
