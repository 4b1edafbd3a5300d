#include "dialogs/external_referee_form.h"

#include "application/settings.h"
#include "widgets/file_dialogs.h"
#include "widgets/plain_text.h"

#include "external/external_game.h"
#include "match/process_launch.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>

#include <algorithm>

namespace Kibitz::App {

namespace {
using Dialect = Debugger::ExternalReferee::Dialect;
using SeedLine = Debugger::ExternalReferee::SeedLine;
constexpr int kParameterRows = 4;  // the parameters box's height, in lines
constexpr int kMaxTimeLimitMs = 600'000;
}  // namespace

ExternalRefereeForm::ExternalRefereeForm(QWidget* parent)
    : QWidget(parent), form_(new QFormLayout(this)), referee_(new QLineEdit(this)), browse_(new QPushButton(this)),
      command_(PlainText::label(this)), dialect_(new QComboBox(this)), name_(new QLineEdit(this)),
      parameters_(new QPlainTextEdit(this)), seedLine_(new QComboBox(this)), timeLimit_(new QSpinBox(this)), sandbox_(new QCheckBox(this)),
      refereeLabel_(new QLabel(this)), dialectLabel_(new QLabel(this)), nameLabel_(new QLabel(this)),
      parametersLabel_(new QLabel(this)), seedLineLabel_(new QLabel(this)), timeLimitLabel_(new QLabel(this))
{
  setObjectName(QStringLiteral("externalRefereeForm"));
  form_->setContentsMargins(0, 0, 0, 0);
  referee_->setObjectName(QStringLiteral("refereeEdit"));
  dialect_->setObjectName(QStringLiteral("dialectCombo"));
  name_->setObjectName(QStringLiteral("gameNameEdit"));
  parameters_->setObjectName(QStringLiteral("refereeParameters"));
  seedLine_->setObjectName(QStringLiteral("seedLineCombo"));
  sandbox_->setObjectName(QStringLiteral("refereeSandbox"));
  timeLimit_->setObjectName(QStringLiteral("refereeTimeLimit"));
  timeLimit_->setRange(0, kMaxTimeLimitMs);
  timeLimit_->setSingleStep(50);
  command_->setObjectName(QStringLiteral("refereeCommand"));
  command_->setWordWrap(true);
  // Protocol names, as the CLI spells them: not translated.
  dialect_->addItem(QStringLiteral("cg"), int(Dialect::Cg));
  dialect_->addItem(QStringLiteral("brutaltester"), int(Dialect::Brutaltester));
  for (int i = 0; i < 3; ++i)
    seedLine_->addItem(QString(), i);  // texts in retranslateUi
  parameters_->setTabChangesFocus(true);
  parameters_->setFixedHeight(parameters_->fontMetrics().lineSpacing() * kParameterRows + 12);
  name_->setMaxLength(int(Debugger::ExternalGame::kMaxNameLength));

  auto* refereeRow = new QHBoxLayout;
  refereeRow->addWidget(referee_, 1);
  refereeRow->addWidget(browse_);
  form_->addRow(refereeLabel_, refereeRow);
  form_->addRow(QString(), command_);
  form_->addRow(dialectLabel_, dialect_);
  form_->addRow(nameLabel_, name_);
  form_->addRow(parametersLabel_, parameters_);
  form_->addRow(seedLineLabel_, seedLine_);
  form_->addRow(timeLimitLabel_, timeLimit_);
  form_->addRow(QString(), sandbox_);

  connect(browse_, &QPushButton::clicked, this, [this] {
    const QString path = FileDialogs::openFile(this, tr("Choose a Referee"),
                                               tr("Referees (*.jar *.py);;All files (*)"));
    if (path.isEmpty())
      return;
    referee_->setText(path);
    restore();
  });
  connect(referee_, &QLineEdit::editingFinished, this, &ExternalRefereeForm::restore);
  connect(referee_, &QLineEdit::textChanged, this, [this] {
    const QString command = commandFor(referee_->text());
    command_->setText(command.isEmpty() || command == referee_->text().trimmed() ? QString() : tr("Runs: %1").arg(command));
    command_->setVisible(!command_->text().isEmpty());
  });
  connect(dialect_, &QComboBox::currentIndexChanged, this, &ExternalRefereeForm::updateDialectRows);
  command_->setVisible(false);
  retranslateUi();
  updateDialectRows();
}

QString ExternalRefereeForm::commandFor(const QString& fileOrCommand)
{
  const QString text = fileOrCommand.trimmed();
  const QFileInfo file(text);
  if (text.isEmpty() || !file.isFile())
    return text;
  const QString path = Debugger::quotedCommandWord(file.absoluteFilePath());
  if (text.endsWith(QLatin1String(".jar"), Qt::CaseInsensitive))
    return QStringLiteral("java -cp %1 com.codingame.gameengine.core.RefereeMain").arg(path);
  if (text.endsWith(QLatin1String(".py"), Qt::CaseInsensitive))
    return QStringLiteral("python3 %1").arg(path);
  return path;
}

QString ExternalRefereeForm::refereeText() const
{
  return referee_->text().trimmed();
}

void ExternalRefereeForm::setRefereeText(const QString& text)
{
  referee_->setText(text);
  restore();
}

void ExternalRefereeForm::setDialect(Dialect dialect)
{
  dialect_->setCurrentIndex(dialect_->findData(int(dialect)));
}

void ExternalRefereeForm::setSeedLine(SeedLine seedLine)
{
  seedLine_->setCurrentIndex(seedLine_->findData(int(seedLine)));
}

void ExternalRefereeForm::setGameName(const QString& name)
{
  name_->setText(name);
}

void ExternalRefereeForm::setParametersText(const QString& text)
{
  parameters_->setPlainText(text);
}

void ExternalRefereeForm::setSandbox(bool on)
{
  sandbox_->setChecked(on);
}

bool ExternalRefereeForm::sandbox() const
{
  return sandbox_->isChecked();
}

void ExternalRefereeForm::setTimeLimitMs(int ms)
{
  timeLimit_->setValue(ms);
}

int ExternalRefereeForm::timeLimitMs() const
{
  return timeLimit_->value();
}

QString ExternalRefereeForm::gameId() const
{
  const QString name = name_->text().trimmed();
  return name.isEmpty() ? QStringLiteral("extern") : QStringLiteral("extern:") + name;
}

std::optional<Debugger::ExternalReferee> ExternalRefereeForm::referee(QString* error) const
{
  Debugger::ExternalReferee referee;
  referee.command = commandFor(referee_->text());
  if (referee.command.isEmpty()) {
    *error = tr("Choose the referee: a command, a .jar or a .py file.");
    return std::nullopt;
  }
  referee.dialect = Dialect(dialect_->currentData().toInt());
  referee.name = name_->text().trimmed();
  QString problem;
  if (Debugger::ExternalGame::idFor(referee.name, &problem).isEmpty()) {
    *error = tr("Game name: %1").arg(problem);
    return std::nullopt;
  }
  referee.seedLine = SeedLine(seedLine_->currentData().toInt());
  return referee;
}

std::optional<QMap<QString, QString>> ExternalRefereeForm::parameters(QString* error) const
{
  QMap<QString, QString> parameters;
  const QStringList lines = parameters_->toPlainText().split(QLatin1Char('\n'));
  for (int i = 0; i < lines.size(); ++i) {
    const QString line = lines[i].trimmed();
    if (line.isEmpty())
      continue;
    const qsizetype equals = line.indexOf(QLatin1Char('='));
    if (equals <= 0) {
      *error = tr("Parameters, line %1: '%2' is not KEY=VALUE.").arg(i + 1).arg(line.left(80));
      return std::nullopt;
    }
    parameters.insert(line.left(equals).trimmed(), line.mid(equals + 1).trimmed());
  }
  // The brutaltester protocol has no way to pass parameters: said before the referee starts.
  if (!parameters.isEmpty() && Dialect(dialect_->currentData().toInt()) == Dialect::Brutaltester) {
    *error = tr("A brutaltester referee takes no parameters: empty the parameters or choose the cg dialect.");
    return std::nullopt;
  }
  return parameters;
}

void ExternalRefereeForm::remember(const QVariantMap& extra) const
{
  if (refereeText().isEmpty())
    return;
  QVariantMap saved = extra;
  saved.insert(QStringLiteral("dialect"), Debugger::ExternalReferee::dialectName(Dialect(dialect_->currentData().toInt())));
  saved.insert(QStringLiteral("name"), name_->text().trimmed());
  saved.insert(QStringLiteral("parameters"), parameters_->toPlainText());
  saved.insert(QStringLiteral("seedLine"), seedLine_->currentData().toInt());
  saved.insert(QStringLiteral("sandbox"), sandbox_->isChecked());
  saved.insert(QStringLiteral("timeLimitMs"), timeLimit_->value());
  Settings::externalReferee(refereeText()).set(saved);
  Settings::lastExternalReferee.set(refereeText());
}

QVariantMap ExternalRefereeForm::remembered() const
{
  return refereeText().isEmpty() ? QVariantMap() : Settings::externalReferee(refereeText()).value();
}

void ExternalRefereeForm::restore()
{
  const QVariantMap saved = remembered();
  if (!saved.isEmpty()) {
    const auto dialect = Debugger::ExternalReferee::dialectFromName(saved.value(QStringLiteral("dialect")).toString());
    if (dialect)
      setDialect(*dialect);
    name_->setText(saved.value(QStringLiteral("name")).toString());
    parameters_->setPlainText(saved.value(QStringLiteral("parameters")).toString());
    const int seed = seedLine_->findData(saved.value(QStringLiteral("seedLine")).toInt());
    seedLine_->setCurrentIndex(std::max(seed, 0));
    sandbox_->setChecked(saved.value(QStringLiteral("sandbox")).toBool());
    timeLimit_->setValue(saved.value(QStringLiteral("timeLimitMs")).toInt());
  }
  emit refereeChosen(saved);
}

void ExternalRefereeForm::updateDialectRows()
{
  const bool cg = Dialect(dialect_->currentData().toInt()) == Dialect::Cg;
  form_->setRowVisible(parameters_, cg);
  form_->setRowVisible(seedLine_, !cg);
}

void ExternalRefereeForm::retranslateUi()
{
  refereeLabel_->setText(tr("Referee:"));
  referee_->setPlaceholderText(tr("Command, or a referee .jar or .py file"));
  referee_->setToolTip(tr("A .jar runs as a CodinGame SDK referee with Java, a .py with python3; anything else is "
                          "the referee's command line."));
  browse_->setText(tr("Browse…"));
  dialectLabel_->setText(tr("Protocol:"));
  dialect_->setItemData(0, tr("CodinGame SDK referees (RefereeMain)"), Qt::ToolTipRole);
  dialect_->setItemData(1, tr("Old cg-brutaltester referees (###Start, ###Input, ###Output)"), Qt::ToolTipRole);
  nameLabel_->setText(tr("Game name:"));
  name_->setPlaceholderText(tr("Optional: letters, digits, -, _ and ."));
  parametersLabel_->setText(tr("Parameters:"));
  parameters_->setPlaceholderText(tr("One KEY=VALUE per line, e.g. league.level=3"));
  seedLineLabel_->setText(tr("Seed line:"));
  seedLine_->setItemText(0, tr("None"));
  seedLine_->setItemText(1, tr("###Seed before ###Start"));
  seedLine_->setItemText(2, tr("###Seed after ###Start"));
  timeLimitLabel_->setText(tr("Time limit:"));
  timeLimit_->setSuffix(tr(" ms"));
  timeLimit_->setSpecialValueText(tr("Default"));
  timeLimit_->setToolTip(tr("Each bot's time per reply. Default: a cg referee's own limits; for a brutaltester "
                            "referee, which has none, Kibitz's (1000 ms for the first reply, 150 ms after)."));
  sandbox_->setText(tr("Run the referee and the bots in the sandbox"));
  sandbox_->setToolTip(tr("The referee sees its own folder and nothing else, like an untrusted bot."));
}

void ExternalRefereeForm::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslateUi();
  QWidget::changeEvent(event);
}

}  // namespace Kibitz::App
