#pragma once

#include "lsp/compile_database.h"
#include "lsp/lsp_client.h"
#include "lsp/lsp_messages.h"
#include "lsp/server_programs.h"

#include <QDeadlineTimer>
#include <QHash>
#include <QObject>

class QTimer;

namespace Kibitz::Debugger {

// One language server for the open documents of one language: started with the first
// document, told of every open, change and close, restarted with a growing delay after it
// crashed (and given up after too many crashes in a row), stopped with the last document
// or with this object. Diagnostics arrive per file, coalesced; requests are answered
// through callbacks, never waited for. QtCore only.
class LanguageServer final : public QObject {
  Q_OBJECT
public:
  enum class State { Idle, Starting, Running, Missing, Stopped };
  static constexpr int kMaxRestarts = 5;  // crashes in a row before it is given up
  // Or this many stops within kStopWindowMs, whether it answered in between or not.
  static constexpr int kMaxStopsInWindow = 3;
  static constexpr qint64 kStopWindowMs = 10 * 60 * 1000;

  explicit LanguageServer(ServerProgram program, QObject* parent = nullptr);
  ~LanguageServer() override;

  const ServerProgram& program() const { return program_; }
  State state() const { return state_; }
  // Why it is Missing or Stopped, in words.
  QString problem() const { return problem_; }

  // C++: the command `path` builds with, written to the compile database before the
  // server reads it.
  void setCompileCommand(const CompileDatabase::Entry& entry);
  void open(const QString& path, const QString& text);
  void change(const QString& path, const QString& text);  // the full text (debounce in the caller)
  void close(const QString& path);
  bool isOpen(const QString& path) const { return documents_.contains(path); }
  QString textOf(const QString& path) const { return documents_.value(path).text; }

  // A request about an open document; -1 when no server can take it now.
  int request(const QString& method, const QJsonObject& params, LspClient::Callback callback);
  void cancel(int id);

  // The running server's process id (0: none), for tests.
  qint64 processId() const { return client_ ? client_->processId() : 0; }
  QJsonObject capabilities() const { return client_ ? client_->serverCapabilities() : QJsonObject(); }

signals:
  void diagnosticsChanged(const QString& path, const QList<Kibitz::Debugger::LspMessages::Diagnostic>& diagnostics);
  void stateChanged();

private:
  struct Document {
    QString text;
    int version = 1;
  };
  void startServer();
  void onReady();
  void onStopped(const QString& reason);
  void onNotification(const QString& method, const QJsonValue& params);
  void setState(State state, const QString& problem = {});
  void sendOpen(const QString& path);
  void sendCompileCommand(const CompileDatabase::Entry& entry);
  void flushDiagnostics();
  bool needsNewSandbox(const QString& path) const;
  void restartForSandbox();

  ServerProgram program_;
  State state_ = State::Idle;
  QString problem_;
  LspClient* client_ = nullptr;
  QHash<QString, Document> documents_;
  QHash<QString, CompileDatabase::Entry> compileCommands_;
  int restarts_ = 0;
  bool sandboxed_ = false;     // the running server was started in the sandbox
  QStringList shownFolders_;  // what it was shown then
  QList<qint64> stops_;  // when it stopped, within the last kStopWindowMs
  QTimer* restartTimer_;
  QTimer* diagnosticsTimer_;
  QHash<QString, QList<LspMessages::Diagnostic>> pendingDiagnostics_;
};

}  // namespace Kibitz::Debugger
