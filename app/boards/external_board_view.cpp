#include "boards/external_board_view.h"

#include "external/external_frame.h"

#include "boards/entity_scene_painter.h"
#include "boards/player_palette.h"
#include "replay/replay.h"

#include <QEvent>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPainter>
#include <QScrollBar>
#include <QTextBrowser>

#include <algorithm>

namespace Kibitz::App {

namespace {
constexpr double kTextShare = 0.45;          // of the width, beside a grid
constexpr int kMinGridWidth = 160;           // pixels the grid keeps beside the text
constexpr qsizetype kMaxShownChars = 4000;   // per input, reply or view shown
constexpr int kMaxShownLines = 200;          // summary, log, events
constexpr int kMarksStrip = 64;              // under a grid: the marks without a place (the referee's notes)

QString escaped(const QString& text)
{
  return text.left(kMaxShownChars).toHtmlEscaped();
}

QString block(const QString& text)
{
  QString shown = text.left(kMaxShownChars);
  if (text.size() > kMaxShownChars)
    shown += QStringLiteral("\n…");
  return QStringLiteral("<pre style=\"margin: 2px 0 6px 12px\">%1</pre>").arg(shown.toHtmlEscaped());
}

QString heading(const QString& text)
{
  return QStringLiteral("<h4 style=\"margin: 8px 0 2px 0\">%1</h4>").arg(text.toHtmlEscaped());
}

// Text readable on a cell of colour `fill`.
QColor textOn(const QColor& fill)
{
  return fill.lightnessF() < 0.5 ? QColor(Qt::white) : QColor(Qt::black);
}
}  // namespace

ExternalBoardView::ExternalBoardView(QWidget* parent) : GridBoardView(parent), text_(new QTextBrowser(this))
{
  setObjectName(QStringLiteral("externalBoard"));
  text_->setObjectName(QStringLiteral("externalBoardText"));
  text_->setOpenLinks(false);  // replay text never opens anything
  text_->setOpenExternalLinks(false);
  setScaleLimits(2, 2, 120);
  setMouseTracking(true);
}

void ExternalBoardView::showFrame(const Debugger::Replay& replay, int turn)
{
  replay_ = &replay;
  turn_ = turn;
  const bool shown = turn >= 0 && turn < replay.frames.size();
  const QSize before = gridSize();
  readGrid(shown ? Debugger::ExternalFrame::read(replay.frames[turn].state) : Debugger::ExternalFrame());
  // Tier 2 when there is no grid of the referee's own for Kibitz.
  scene_ = shown && rows_ == 0 ? Debugger::EntityScene::at(replay, turn) : Debugger::EntityScene();
  layoutText();
  if (gridSize() != before && fitted_)
    fitToWindow();
  showText();
  update();
}

void ExternalBoardView::readGrid(const Debugger::ExternalFrame& frame)
{
  rows_ = frame.rows;
  cols_ = frame.cols;
  cells_.clear();
  for (const Debugger::ExternalFrame::Cell& cell : frame.cells)
    cells_.append({cell.text, cell.color.isEmpty() ? QColor() : QColor::fromString(cell.color)});
}

QRectF ExternalBoardView::fitArea() const
{
  if (!hasPicture())
    return QRectF(rect());
  return QRectF(0, 0, std::max(0, text_->x()), std::max(0, height() - kMarksStrip));
}

QRectF ExternalBoardView::marksListArea() const
{
  if (!hasPicture())
    return BoardView::marksListArea();
  // Under the grid, so that a note never hides a cell.
  return QRectF(8, height() - kMarksStrip + 4, std::max(0, text_->x() - 16), kMarksStrip - 8);
}

void ExternalBoardView::layoutText()
{
  if (!hasPicture()) {
    text_->setGeometry(rect());
    return;
  }
  const int textWidth = std::min(int(width() * kTextShare), std::max(0, width() - kMinGridWidth));
  text_->setGeometry(width() - textWidth, 0, textWidth, height());
}

void ExternalBoardView::resizeEvent(QResizeEvent* event)
{
  layoutText();
  GridBoardView::resizeEvent(event);
}

void ExternalBoardView::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange && replay_)
    showText();
  GridBoardView::changeEvent(event);
}

void ExternalBoardView::showText()
{
  if (!replay_ || turn_ < 0 || turn_ >= replay_->frames.size()) {
    text_->clear();
    return;
  }
  const Debugger::Frame& frame = replay_->frames[turn_];
  const Debugger::ExternalFrame shown = Debugger::ExternalFrame::read(frame.state);
  QString html;
  // The result on the last frame: who won, or the referee's message naming its line.
  if (turn_ == replay_->lastTurn() && !replay_->result.text.isEmpty()) {
    html += heading(replay_->result.complete ? tr("Result") : tr("Match ended early"));
    html += block(replay_->result.text);
  }
  const QList<double>& scores = shown.scores;
  if (!scores.isEmpty()) {
    html += heading(tr("Scores"));
    QStringList rows;
    for (int p = 0; p < scores.size() && p < replay_->players.size(); ++p)
      rows << QStringLiteral("<span style=\"color:%1\">■</span> %2: %3")
                  .arg(PlayerPalette::color(p).name(), escaped(replay_->players[p].name), QString::number(scores[p]));
    html += QStringLiteral("<p style=\"margin: 2px 0 6px 12px\">%1</p>").arg(rows.join(QStringLiteral("<br>")));
  }
  for (int p = 0; p < shown.seats.size() && p < replay_->players.size(); ++p) {
    const Debugger::ExternalFrame::Seat& seat = shown.seats[p];
    html += QStringLiteral("<h4 style=\"margin: 8px 0 2px 0\"><span style=\"color:%1\">■</span> %2</h4>")
                .arg(PlayerPalette::color(p).name(), escaped(replay_->players[p].name));
    if (const Debugger::PlayerExchange* x = frame.exchangeOf(p); x && !x->error.isEmpty())
      html += block(x->error);
    // Before its first question a seat has neither.
    for (const auto& [label, text] : {std::pair{tr("Last input"), seat.input}, std::pair{tr("Last reply"), seat.reply}}) {
      if (text.isEmpty())
        continue;
      html += QStringLiteral("<p style=\"margin: 0 0 0 12px\"><i>%1</i></p>").arg(label.toHtmlEscaped());
      html += block(text);
    }
  }
  if (!shown.summary.isEmpty()) {
    html += heading(tr("Summary"));
    html += block(shown.summary.join(QLatin1Char('\n')));
  }
  if (!frame.events.isEmpty()) {
    html += heading(tr("Events"));
    QStringList events;
    for (const Rules::Event& e : frame.events) {
      if (events.size() >= kMaxShownLines)
        break;
      events << (e.player >= 0 && e.player < replay_->players.size()
                     ? QStringLiteral("%1: %2").arg(replay_->players[e.player].name, e.text)
                     : e.text);
    }
    html += block(events.join(QLatin1Char('\n')));
  }
  if (!shown.log.isEmpty()) {
    html += heading(tr("Referee log"));
    html += block(shown.log.join(QLatin1Char('\n')));
  }
  if (const QJsonValue& view = shown.view; !view.isUndefined() && !view.isNull()) {
    html += heading(tr("View data"));
    html += block(view.isString() ? view.toString()
                                  : QString::fromUtf8(view.isObject() ? QJsonDocument(view.toObject()).toJson(QJsonDocument::Compact)
                                                                      : QJsonDocument(view.toArray()).toJson(QJsonDocument::Compact)));
  }
  const int scroll = text_->verticalScrollBar()->value();
  text_->setHtml(html);
  text_->verticalScrollBar()->setValue(scroll);  // stepping keeps the place in the text
}

QString ExternalBoardView::shownText() const
{
  return text_->toPlainText();
}

const ExternalBoardView::Cell* ExternalBoardView::cellAtPoint(const QPointF& point) const
{
  if (rows_ == 0 || point.x() >= fitArea().right())
    return nullptr;
  const QPoint cell = cellAt(point);
  if (cell.x() < 0)
    return nullptr;
  return &cells_[cell.y() * cols_ + cell.x()];
}

QColor ExternalBoardView::cellColorAt(const QPointF& point) const
{
  const Cell* cell = cellAtPoint(point);
  return cell ? cell->color : QColor();
}

QString ExternalBoardView::cellTextAt(const QPointF& point) const
{
  const Cell* cell = cellAtPoint(point);
  return cell ? cell->text : QString();
}

QString ExternalBoardView::tooltipAt(const QPointF& point) const
{
  const QPoint cell = rows_ > 0 && point.x() < fitArea().right() ? cellAt(point) : QPoint(-1, -1);
  if (cell.x() < 0)
    return {};
  const QString text = cells_[cell.y() * cols_ + cell.x()].text;
  return text.isEmpty() ? tr("Row %1, column %2").arg(cell.y()).arg(cell.x())
                        : tr("Row %1, column %2: %3").arg(cell.y()).arg(cell.x()).arg(text);
}

void ExternalBoardView::paintEvent(QPaintEvent* event)
{
  Q_UNUSED(event)
  QPainter painter(this);
  painter.setRenderHint(QPainter::Antialiasing);
  painter.fillRect(rect(), palette().window());
  if (rows_ > 0) {
    painter.save();
    painter.setClipRect(fitArea());
    const QColor empty = palette().base().color();
    const QColor border = palette().mid().color();
    QFont font = painter.font();
    font.setPixelSize(std::max(6, int(scale_ * 0.45)));
    painter.setFont(font);
    for (int r = 0; r < rows_; ++r)
      for (int c = 0; c < cols_; ++c) {
        const Cell& cell = cells_[r * cols_ + c];
        const QRectF box(origin_.x() + c * scale_, origin_.y() + r * scale_, scale_, scale_);
        const QColor fill = cell.color.isValid() ? cell.color : empty;
        painter.fillRect(box, fill);
        painter.setPen(QPen(border, 1));
        painter.drawRect(box);
        if (!cell.text.isEmpty() && scale_ >= 10) {
          painter.setPen(cell.color.isValid() ? textOn(fill) : palette().text().color());
          painter.drawText(box.adjusted(1, 1, -1, -1), Qt::AlignCenter | Qt::TextWrapAnywhere,
                           painter.fontMetrics().elidedText(cell.text, Qt::ElideRight, int(scale_ * 3)));
        }
      }
    painter.restore();
  }
  if (!scene_.isEmpty())
    EntityScenePainter::paint(painter, scene_, fitArea());
  paintMarks(painter);
}

QPointF ExternalBoardView::worldToWidget(const QPointF& world) const
{
  return EntityScenePainter::worldToWidget(scene_, fitArea()).map(world);
}

}  // namespace Kibitz::App
