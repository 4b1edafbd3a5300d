// Tier 2 of external games (docs/external-games.md): the graphic entity module's frame text
// read into the scene a frame ends with: creation order gives the ids, instants apply in
// order, quoted texts keep their spaces and quotes, curves are skipped, groups hold their
// children, and hostile text is bounded and named, never fatal.
#include "external/entity_scene.h"
#include "replay/replay.h"

#include <QJsonObject>
#include <QTest>

using namespace Kibitz::Debugger;

class TestEntityScene : public QObject {
  Q_OBJECT

private slots:
  void createsInOrderAndKeepsTheFramesEnd()
  {
    EntityScene scene;
    scene.apply(QStringLiteral("CR;K;T;G\nU1 0 x 10 y 20 w 30 h 40 f 16711680;1 0.5 x 15 /;1 1 x 50;3 1 T 'it\\'s a text; really' s 30;4 1 ch 1,2"));
    QVERIFY2(scene.errors().isEmpty(), qPrintable(scene.errors().join(QLatin1Char('\n'))));
    QCOMPARE(scene.entities().size(), 4);
    QCOMPARE(scene.entity(1)->type, GraphicEntity::Type::Rectangle);
    QCOMPARE(scene.entity(2)->type, GraphicEntity::Type::RoundedRectangle);
    QCOMPARE(scene.entity(1)->number(QStringLiteral("x"), 0), 50.0);  // t = 1 wins over 0 and 0.5
    QCOMPARE(scene.entity(1)->number(QStringLiteral("y"), 0), 20.0);
    QCOMPARE(scene.entity(1)->color(QStringLiteral("f")), 0xff0000);
    QCOMPARE(scene.entity(3)->text(QStringLiteral("T")), QStringLiteral("it's a text; really"));
    QCOMPARE(scene.entity(3)->number(QStringLiteral("s"), 0), 30.0);
    QCOMPARE(scene.entity(1)->parent, 4);
    QCOMPARE(scene.entity(2)->parent, 4);
    // A later frame: the group lets go of one child; new entities are numbered after.
    scene.apply(QStringLiteral("CC\nU4 1 ch 2;5 1 R 7"));
    QCOMPARE(scene.entity(1)->parent, 0);
    QCOMPARE(scene.entity(2)->parent, 4);
    QCOMPARE(scene.entity(5)->type, GraphicEntity::Type::Circle);
    QCOMPARE(scene.entity(5)->number(QStringLiteral("R"), 0), 7.0);
  }

  void hostileTextIsNamedNotFatal()
  {
    EntityScene scene;
    scene.apply(QStringLiteral("CR;Q\nU9 1 x 1;1 1 x 5 f notacolour;1\nZ what\nLsheet img 1 1 0 0 1 1\nW0 1"));
    QCOMPARE(scene.entities().size(), 2);
    QCOMPARE(scene.entity(2)->type, GraphicEntity::Type::Unknown);
    QCOMPARE(scene.entity(1)->number(QStringLiteral("x"), 0), 5.0);
    QCOMPARE(scene.entity(1)->color(QStringLiteral("f")), -1);
    const QString errors = scene.errors().join(QLatin1Char('\n'));
    QVERIFY2(errors.contains(QStringLiteral("unknown type 'Q'")), qPrintable(errors));
    QVERIFY2(errors.contains(QStringLiteral("entity '9'")), qPrintable(errors));
    QVERIFY2(errors.contains(QStringLiteral("unknown command 'Z what'")), qPrintable(errors));
    // Too many entities: the rest are not made.
    QString many = QStringLiteral("C");
    for (int i = 0; i < EntityScene::kMaxEntities + 5; ++i)
      many += i ? QStringLiteral(";R") : QStringLiteral("R");
    EntityScene big;
    big.apply(many);
    QCOMPARE(big.entities().size(), EntityScene::kMaxEntities);
    QVERIFY(big.errors().join(QLatin1Char('\n')).contains(QStringLiteral("more than")));
  }

  void readsTheReplaysViewFrames()
  {
    Replay replay;
    Frame first;
    first.state.insert(QStringLiteral("view"),
                       QJsonObject{{QStringLiteral("global"), QJsonObject{{QStringLiteral("entitymodule"),
                                                                           QJsonObject{{QStringLiteral("width"), 800},
                                                                                       {QStringLiteral("height"), 600}}}}},
                                   {QStringLiteral("frame"), QJsonObject{{QStringLiteral("entitymodule"), QStringLiteral("CR\nU1 1 x 1")}}}});
    Frame second;
    second.state.insert(QStringLiteral("view"), QJsonObject{{QStringLiteral("entitymodule"), QStringLiteral("U1 1 x 2")}});
    replay.frames << first << second;
    QVERIFY(EntityScene::inReplay(replay));
    QCOMPARE(EntityScene::at(replay, 0).entity(1)->number(QStringLiteral("x"), 0), 1.0);
    const EntityScene scene = EntityScene::at(replay, 1);
    QCOMPARE(scene.entity(1)->number(QStringLiteral("x"), 0), 2.0);
    QCOMPARE(scene.world(), QSizeF(800, 600));
    QCOMPARE(scene.framesApplied(), 2);
    Replay plain;
    plain.frames << Frame();
    QVERIFY(!EntityScene::inReplay(plain));
    QVERIFY(EntityScene::at(plain, 0).isEmpty());
  }
};

QTEST_GUILESS_MAIN(TestEntityScene)
#include "test_entity_scene.moc"
