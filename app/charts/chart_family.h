#pragma once

#include <QColor>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

class QWidget;

namespace Kibitz::App {

class MetricChartView;
class ReplayDocument;

// One kind of chart the Charts panel stacks (ChartsPanel): the game's metrics, each bot's
// time and memory, the values bots report; a profile family will follow (issue #49). A
// family says what series it offers for the document's replay (charts()), draws them (its
// views, made by makeChart with its lines, colours and scale) and says what a click on a
// point means (clicked(): the turn, and more for some). The panel lays the families out
// one after the other, offers their charts in its picker and exports them; it knows no
// family's charts by index.
class ChartFamily : public QObject {
  Q_OBJECT
public:
  // One chart of the family: its view, the widgets shown and hidden with it (under it), and
  // the key under which the picker's choice of it is kept per game ("cost/time/1").
  struct Chart {
    QString key;
    MetricChartView* view = nullptr;
    QList<QWidget*> companions;
  };

  explicit ChartFamily(ReplayDocument* document, QObject* parent = nullptr);
  ~ChartFamily() override;

  // Its charts for the document's replay, made again (the previous views deleted), in the
  // order they are stacked; none without a replay.
  virtual void rebuild() = 0;
  // Frames first..last arrived (a live match). True when the charts were made again (a
  // new series: the panel lays them out and fills its picker again), false when points
  // were only added.
  virtual bool appendFrames(int first, int last) = 0;
  // After a language change: the titles and legends in the new language; true when the
  // charts were made again for it.
  virtual bool retranslate() = 0;
  // A warning for the note above the charts (lines a bot wrote that were ignored), or empty.
  virtual QString note() const { return {}; }
  // The chart `chart` is shown alone (or every chart, `chart` empty): the family shows or
  // hides its companions with their charts.
  void showCompanions(const QString& shownKey);

  const QList<Chart>& charts() const { return charts_; }

signals:
  // A view's plot area moved: the panel lines the plots up again.
  void plotAreaChanged();

protected:
  // What a click on turn `turn` of `chart` means: move the document there; a family may
  // do more (open the turn's profile).
  virtual void clicked(const Chart& chart, int turn);

  // A view titled `title` with a line per name (`colors[i]` for line i, else the theme's),
  // its cursor at the current turn, its clicks sent to clicked(). `logScaleKey` non-empty:
  // the scale the user chooses is kept per game under it (Settings::chartLogScale).
  MetricChartView* makeChart(const QString& key, const QString& title, const QStringList& lines,
                             const QList<QColor>& colors = {}, const QString& logScaleKey = {});
  // Deletes every view and companion (rebuild()).
  void clearCharts();

  ReplayDocument* document_;
  QList<Chart> charts_;
};

}  // namespace Kibitz::App
