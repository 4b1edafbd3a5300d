// The mouse wheel over a form scrolls the form: a spin box, combo box or slider changes
// with the wheel only once it has the focus (issue: scrolling the New Match dialog
// changed OrkIsland's "board rows" from 70 to 40 without a word).
#include "widgets/wheel_guard.h"

#include <QApplication>
#include <QComboBox>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <QtTest>

using namespace Kibitz;

namespace {

// One notch of the wheel down over `widget`, delivered as the window system would.
void wheelDown(QWidget* widget)
{
  const QPointF at(widget->width() / 2.0, widget->height() / 2.0);
  QWheelEvent event(at, widget->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase,
                    false);
  QApplication::sendEvent(widget, &event);
}

}  // namespace

class TestWheelGuard : public QObject {
  Q_OBJECT

private slots:
  void initTestCase() { App::WheelGuard::install(); }

  void theWheelScrollsTheFormUntilAFieldHasTheFocus()
  {
    QScrollArea area;
    auto* form = new QWidget;
    auto* layout = new QVBoxLayout(form);
    auto* rows = new QSpinBox;
    rows->setRange(20, 200);
    rows->setValue(70);
    auto* choice = new QComboBox;
    choice->addItems({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")});
    auto* slider = new QSlider(Qt::Horizontal);
    slider->setRange(0, 10);
    slider->setValue(5);
    layout->addWidget(rows);
    layout->addWidget(choice);
    layout->addWidget(slider);
    layout->addSpacing(2000);  // taller than the area: there is something to scroll
    area.setWidget(form);
    area.resize(300, 200);
    area.show();
    QVERIFY(QTest::qWaitForWindowExposed(&area));
    QVERIFY(rows->focusPolicy() != Qt::WheelFocus);  // the wheel does not focus them
    area.setFocus();  // the window gave its first field the focus when shown
    QTRY_VERIFY(!rows->hasFocus());

    for (QWidget* field : QList<QWidget*>{rows, choice, slider}) {
      const int scrolled = area.verticalScrollBar()->value();
      wheelDown(field);
      QVERIFY2(!field->hasFocus(), field->metaObject()->className());
      QVERIFY2(area.verticalScrollBar()->value() > scrolled, field->metaObject()->className());
      area.verticalScrollBar()->setValue(0);
    }
    QCOMPARE(rows->value(), 70);
    QCOMPARE(choice->currentIndex(), 0);
    QCOMPARE(slider->value(), 5);

    // Focused (clicked, or reached with Tab), the field takes the wheel as before.
    area.activateWindow();
    rows->setFocus();
    QTRY_VERIFY(rows->hasFocus());
    wheelDown(rows);
    QCOMPARE(rows->value(), 69);
  }
};

QTEST_MAIN(TestWheelGuard)
#include "test_wheel_guard.moc"
