#include "document/match_worker.h"

#include "match/match_runner.h"

#include <QElapsedTimer>

namespace Kibitz::App {

MatchWorker::MatchWorker(std::unique_ptr<Debugger::MatchRunner> runner) : runner_(std::move(runner))
{
  qRegisterMetaType<QList<Kibitz::Debugger::Frame>>();
  qRegisterMetaType<Kibitz::Debugger::MatchResult>();
}

MatchWorker::~MatchWorker() = default;

void MatchWorker::run()
{
  QElapsedTimer sinceBatch;
  sinceBatch.start();
  QList<Debugger::Frame> batch;
  qsizetype sent = runner_->replay().frames.size();
  while (!runner_->isOver() && !cancelled_) {
    runner_->step();
    const auto& frames = runner_->replay().frames;
    for (; sent < frames.size(); ++sent)
      batch << frames[sent];
    if (sinceBatch.elapsed() >= kBatchMs) {
      emit framesProduced(batch);
      batch.clear();
      sinceBatch.restart();
    }
  }
  if (!batch.isEmpty())
    emit framesProduced(batch);
  runner_->finish();
  emit finished(runner_->replay().result, cancelled_);
}

}  // namespace Kibitz::App
