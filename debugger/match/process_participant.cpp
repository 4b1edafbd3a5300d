#include "match/process_participant.h"

namespace Kibitz::Debugger {

std::unique_ptr<Participant> makeProcessParticipant(const QString& command, QString* error, const ProcessOptions&)
{
  *error = QStringLiteral("cmd:%1: external bot processes are not supported by this build yet").arg(command);
  return nullptr;
}

}  // namespace Kibitz::Debugger
