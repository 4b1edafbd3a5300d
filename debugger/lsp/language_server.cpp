#include "lsp/language_server.h"

#include "lsp/server_sandbox.h"
#include "match/sandbox_policy.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QTimer>

namespace Kibitz::Debugger {

namespace {
constexpr int kFirstRestartDelayMs = 250;  // then ×4 per crash in a row
constexpr int kDiagnosticsCoalesceMs = 30;
constexpr int kStopGraceMs = 1500;
}  // namespace

LanguageServer::LanguageServer(ServerProgram program, QObject* parent)
    : QObject(parent), program_(std::move(program)), restartTimer_(new QTimer(this)), diagnosticsTimer_(new QTimer(this))
{
  restartTimer_->setSingleShot(true);
  connect(restartTimer_, &QTimer::timeout, this, &LanguageServer::startServer);
  diagnosticsTimer_->setSingleShot(true);
  diagnosticsTimer_->setInterval(kDiagnosticsCoalesceMs);
  connect(diagnosticsTimer_, &QTimer::timeout, this, &LanguageServer::flushDiagnostics);
}

LanguageServer::~LanguageServer() = default;  // the client kills its server

void LanguageServer::setState(State state, const QString& problem)
{
  state_ = state;
  problem_ = problem;
  emit stateChanged();
}

void LanguageServer::startServer()
{
  if (documents_.isEmpty()) {
    setState(State::Idle);
    return;
  }
  if (program_.program.isEmpty()) {
    setState(State::Missing, QStringLiteral("%1 is not installed").arg(program_.name));
    return;
  }
  if (client_)
    client_->deleteLater();
  client_ = new LspClient(this);
  connect(client_, &LspClient::ready, this, &LanguageServer::onReady);
  connect(client_, &LspClient::stopped, this, &LanguageServer::onStopped);
  connect(client_, &LspClient::notification, this, &LanguageServer::onNotification);
  // The root is the first document's folder: servers read it, and write nothing there.
  const QString root = QFileInfo(documents_.begin().key()).absolutePath();
  const QJsonObject textDocument{
      {QStringLiteral("publishDiagnostics"), QJsonObject{{QStringLiteral("relatedInformation"), false}}},
      {QStringLiteral("completion"),
       QJsonObject{{QStringLiteral("completionItem"), QJsonObject{{QStringLiteral("snippetSupport"), false}}}}},
      {QStringLiteral("hover"), QJsonObject{{QStringLiteral("contentFormat"), QJsonArray{QStringLiteral("plaintext")}}}},
      {QStringLiteral("signatureHelp"),
       QJsonObject{{QStringLiteral("signatureInformation"),
                    QJsonObject{{QStringLiteral("parameterInformation"), QJsonObject{{QStringLiteral("labelOffsetSupport"), true}}}}}}},
      {QStringLiteral("synchronization"), QJsonObject{{QStringLiteral("didSave"), false}}},
      // Quick fixes as edits the editor applies itself (without it clangd answers with
      // commands only).
      {QStringLiteral("codeAction"),
       QJsonObject{{QStringLiteral("codeActionLiteralSupport"),
                    QJsonObject{{QStringLiteral("codeActionKind"),
                                 QJsonObject{{QStringLiteral("valueSet"), QJsonArray{QStringLiteral("quickfix")}}}}}}}},
  };
  QJsonObject params{{QStringLiteral("rootUri"), LspMessages::uriOf(root)},
                     {QStringLiteral("capabilities"),
                      QJsonObject{{QStringLiteral("textDocument"), textDocument},
                                  {QStringLiteral("general"), QJsonObject{{QStringLiteral("positionEncodings"),
                                                                           QJsonArray{QStringLiteral("utf-16")}}}}}}};
  if (!program_.initializationOptions.isEmpty())
    params.insert(QStringLiteral("initializationOptions"), program_.initializationOptions);
  setState(State::Starting);
  QString error;
  // A folder deleted since (or never there): the server still runs, from elsewhere.
  const QString workingDirectory = QFileInfo(root).isDir() ? root : QDir::tempPath();
  LspClient::Program launch{program_.program, program_.arguments, workingDirectory, program_.memoryBytes};
  // With the sandbox on, the server sees its documents' folders read-only and nothing else
  // of the user's: a downloaded folder's configuration cannot make it write anywhere.
  sandboxed_ = SandboxPolicy::required();
  shownFolders_.clear();
  if (!sandboxed_)
    launch.arguments += program_.parentCheckArguments;
  if (sandboxed_) {
    launch.ownProcessNamespace = true;
    shownFolders_ = ServerSandbox::foldersToShow(documents_.keys(), compileCommands_.values());
    if (!program_.compileCommandsDir.isEmpty() && QFileInfo(program_.compileCommandsDir).isDir())
      shownFolders_ << QFileInfo(program_.compileCommandsDir).canonicalFilePath();
    if (!ServerSandbox::wrap(&launch.program, &launch.arguments, shownFolders_, &error)) {
      client_->deleteLater();
      client_ = nullptr;
      setState(State::Stopped, error);
      return;
    }
  }
  if (!client_->start(launch, params, &error)) {
    client_->deleteLater();
    client_ = nullptr;
    setState(State::Stopped, error);
    return;
  }
  if (!program_.settings.isEmpty())
    client_->notify(QStringLiteral("workspace/didChangeConfiguration"), QJsonObject{{QStringLiteral("settings"), program_.settings}});
  for (const CompileDatabase::Entry& entry : std::as_const(compileCommands_))
    sendCompileCommand(entry);
  for (auto it = documents_.cbegin(); it != documents_.cend(); ++it)
    sendOpen(it.key());
}

void LanguageServer::onReady()
{
  setState(State::Running);
}

void LanguageServer::onStopped(const QString& reason)
{
  // Its diagnostics went with it; the editor then says why there are none.
  for (auto it = documents_.cbegin(); it != documents_.cend(); ++it)
    pendingDiagnostics_[it.key()] = {};
  diagnosticsTimer_->start();
  if (documents_.isEmpty()) {
    setState(State::Idle);
    return;
  }
  // Stops close together count, whether or not it answered in between (clangd on a
  // recursive macro publishes diagnostics, then runs out of memory, again and again).
  const qint64 now = QDateTime::currentMSecsSinceEpoch();
  stops_.append(now);
  while (!stops_.isEmpty() && now - stops_.first() > kStopWindowMs)
    stops_.removeFirst();
  ++restarts_;
  if (restarts_ > kMaxRestarts || stops_.size() >= kMaxStopsInWindow) {
    setState(State::Stopped, QStringLiteral("%1 stopped %2 times within %3 minutes and is not restarted (its memory is "
                                            "capped at %4 MB); reopen the file to try again. Last: %5")
                                 .arg(program_.name)
                                 .arg(stops_.size())
                                 .arg(kStopWindowMs / 60000)
                                 .arg(program_.memoryBytes >> 20)
                                 .arg(reason));
    return;
  }
  int delay = kFirstRestartDelayMs;
  for (int i = 1; i < restarts_; ++i)
    delay *= 4;
  setState(State::Stopped, reason);
  restartTimer_->start(delay);
}

void LanguageServer::onNotification(const QString& method, const QJsonValue& params)
{
  if (method != QLatin1String("textDocument/publishDiagnostics"))
    return;
  const QJsonObject o = params.toObject();
  const QString path = LspMessages::pathOf(o.value(QStringLiteral("uri")).toString());
  if (!documents_.contains(path))
    return;
  // A server that answers: crashes before this one no longer count as "in a row".
  restarts_ = 0;
  pendingDiagnostics_[path] = LspMessages::diagnostics(o.value(QStringLiteral("diagnostics")).toArray());
  if (!diagnosticsTimer_->isActive())
    diagnosticsTimer_->start();
}

void LanguageServer::flushDiagnostics()
{
  const auto pending = std::exchange(pendingDiagnostics_, {});
  for (auto it = pending.cbegin(); it != pending.cend(); ++it)
    emit diagnosticsChanged(it.key(), it.value());
}

void LanguageServer::sendCompileCommand(const CompileDatabase::Entry& entry)
{
  // clangd's extension: the command for this file now, whether or not it re-reads the
  // database it loaded before the file was known.
  QJsonObject changes{{entry.file, QJsonObject{{QStringLiteral("workingDirectory"), entry.directory},
                                               {QStringLiteral("compilationCommand"), QJsonArray::fromStringList(entry.arguments)}}}};
  client_->notify(QStringLiteral("workspace/didChangeConfiguration"),
                  QJsonObject{{QStringLiteral("settings"), QJsonObject{{QStringLiteral("compilationDatabaseChanges"), changes}}}});
}

void LanguageServer::setCompileCommand(const CompileDatabase::Entry& entry)
{
  if (compileCommands_.value(entry.file).arguments == entry.arguments && compileCommands_.contains(entry.file))
    return;
  compileCommands_.insert(entry.file, entry);
  if (!program_.compileCommandsDir.isEmpty()) {
    QString error;
    CompileDatabase::write(program_.compileCommandsDir, compileCommands_.values(), &error);  // the settings below still work
  }
  if (client_ && client_->isRunning())
    sendCompileCommand(entry);
}

void LanguageServer::sendOpen(const QString& path)
{
  const Document& d = documents_[path];
  client_->notify(QStringLiteral("textDocument/didOpen"),
                  QJsonObject{{QStringLiteral("textDocument"),
                               QJsonObject{{QStringLiteral("uri"), LspMessages::uriOf(path)},
                                           {QStringLiteral("languageId"), program_.languageId},
                                           {QStringLiteral("version"), d.version},
                                           {QStringLiteral("text"), d.text}}}});
}

void LanguageServer::open(const QString& path, const QString& text)
{
  if (documents_.contains(path)) {
    change(path, text);
    return;
  }
  documents_.insert(path, {text, 1});
  if (client_ && needsNewSandbox(path)) {
    restartForSandbox();
    return;
  }
  if (client_ && client_->isRunning())
    sendOpen(path);
  else if (!restartTimer_->isActive() && state_ != State::Starting)
    startServer();
}

void LanguageServer::change(const QString& path, const QString& text)
{
  auto it = documents_.find(path);
  if (it == documents_.end() || it->text == text)
    return;
  it->text = text;
  ++it->version;
  if (client_ && sandboxed_ != SandboxPolicy::required()) {
    restartForSandbox();  // the sandbox was turned on or off: the next keystroke follows it
    return;
  }
  if (!client_ || !client_->isRunning())
    return;  // a restarted server gets the text with didOpen
  client_->notify(QStringLiteral("textDocument/didChange"),
                  QJsonObject{{QStringLiteral("textDocument"),
                               QJsonObject{{QStringLiteral("uri"), LspMessages::uriOf(path)}, {QStringLiteral("version"), it->version}}},
                              {QStringLiteral("contentChanges"), QJsonArray{QJsonObject{{QStringLiteral("text"), text}}}}});
}

void LanguageServer::close(const QString& path)
{
  if (!documents_.remove(path))
    return;
  compileCommands_.remove(path);
  if (client_ && client_->isRunning())
    client_->notify(QStringLiteral("textDocument/didClose"),
                    QJsonObject{{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), LspMessages::uriOf(path)}}}});
  if (documents_.isEmpty()) {
    restartTimer_->stop();
    if (client_) {
      client_->stop(kStopGraceMs);
      client_->deleteLater();  // its destructor kills what is left
      client_ = nullptr;
    }
    restarts_ = 0;
    stops_.clear();
    setState(State::Idle);
  }
}

bool LanguageServer::needsNewSandbox(const QString& path) const
{
  // The sandbox turned on or off since the server started, or a document from a folder
  // the sandboxed server is not shown.
  return sandboxed_ != SandboxPolicy::required() || (sandboxed_ && !ServerSandbox::shows(shownFolders_, path));
}

void LanguageServer::restartForSandbox()
{
  // Not a crash: the old server goes quietly and a new one gets every document.
  restartTimer_->stop();
  client_->disconnect(this);
  client_->stop(kStopGraceMs);
  client_->deleteLater();
  client_ = nullptr;
  startServer();
}

int LanguageServer::request(const QString& method, const QJsonObject& params, LspClient::Callback callback)
{
  if (!client_ || !client_->isRunning())
    return -1;
  return client_->request(method, params, std::move(callback));
}

void LanguageServer::cancel(int id)
{
  if (client_ && id >= 0)
    client_->cancel(id);
}

}  // namespace Kibitz::Debugger
