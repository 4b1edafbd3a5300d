#include "lsp/lsp_messages.h"

#include <QJsonArray>

namespace Kibitz::Debugger::LspMessages {

namespace {

Position positionFrom(const QJsonValue& value)
{
  const QJsonObject o = value.toObject();
  return {o.value(QStringLiteral("line")).toInt(), o.value(QStringLiteral("character")).toInt()};
}

Range rangeFrom(const QJsonValue& value)
{
  const QJsonObject o = value.toObject();
  return {positionFrom(o.value(QStringLiteral("start"))), positionFrom(o.value(QStringLiteral("end")))};
}

// MarkupContent, MarkedString or an array of them, as plain text.
QString markupText(const QJsonValue& value)
{
  if (value.isString())
    return value.toString();
  if (value.isArray()) {
    QStringList parts;
    for (const QJsonValue& part : value.toArray())
      if (const QString text = markupText(part); !text.isEmpty())
        parts << text;
    return parts.join(QStringLiteral("\n\n"));
  }
  const QJsonObject o = value.toObject();
  return o.value(QStringLiteral("value")).toString();
}

}  // namespace

QString uriOf(const QString& path)
{
  return QUrl::fromLocalFile(path).toString(QUrl::FullyEncoded);
}

QString pathOf(const QString& uri)
{
  const QUrl url(uri);
  return url.isLocalFile() ? url.toLocalFile() : QString();
}

QJsonObject positionJson(Position position)
{
  return {{QStringLiteral("line"), position.line}, {QStringLiteral("character"), position.character}};
}

QJsonObject textDocumentPosition(const QString& path, Position position)
{
  return {{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), uriOf(path)}}},
          {QStringLiteral("position"), positionJson(position)}};
}

QList<Diagnostic> diagnostics(const QJsonArray& array)
{
  QList<Diagnostic> list;
  for (const QJsonValue& value : array) {
    if (list.size() >= kMaxItems)
      break;
    const QJsonObject o = value.toObject();
    Diagnostic d;
    d.range = rangeFrom(o.value(QStringLiteral("range")));
    d.severity = Diagnostic::Severity(std::clamp(o.value(QStringLiteral("severity")).toInt(1), 1, 4));
    d.message = o.value(QStringLiteral("message")).toString().left(4000);
    d.source = o.value(QStringLiteral("source")).toString().left(100);
    list << d;
  }
  return list;
}

QList<CompletionItem> completionItems(const QJsonValue& result)
{
  // A CompletionList or an array of items.
  const QJsonArray items = result.isArray() ? result.toArray() : result.toObject().value(QStringLiteral("items")).toArray();
  QList<CompletionItem> list;
  for (const QJsonValue& value : items) {
    if (list.size() >= kMaxItems)
      break;
    const QJsonObject o = value.toObject();
    CompletionItem item;
    item.label = o.value(QStringLiteral("label")).toString().trimmed();
    item.detail = o.value(QStringLiteral("detail")).toString();
    item.kind = o.value(QStringLiteral("kind")).toInt();
    QString insert = o.value(QStringLiteral("textEdit")).toObject().value(QStringLiteral("newText")).toString();
    if (insert.isEmpty())
      insert = o.value(QStringLiteral("insertText")).toString();
    if (insert.isEmpty())
      insert = o.value(QStringLiteral("filterText")).toString();
    if (insert.isEmpty())
      insert = item.label;
    // clangd marks items that add an #include with a leading "•" in the label only.
    item.insertText = insert.trimmed();
    if (item.label.startsWith(QChar(0x2022)))
      item.label = item.label.mid(1).trimmed();
    if (!item.insertText.isEmpty())
      list << item;
  }
  return list;
}

QString hoverText(const QJsonValue& result)
{
  return markupText(result.toObject().value(QStringLiteral("contents"))).trimmed();
}

QList<Location> locations(const QJsonValue& result)
{
  QJsonArray array;
  if (result.isArray())
    array = result.toArray();
  else if (result.isObject())
    array.append(result);
  QList<Location> list;
  for (const QJsonValue& value : array) {
    if (list.size() >= kMaxItems)
      break;
    const QJsonObject o = value.toObject();
    // A Location, or a LocationLink (targetUri, targetSelectionRange).
    const bool link = o.contains(QStringLiteral("targetUri"));
    const QString path = pathOf(o.value(link ? QStringLiteral("targetUri") : QStringLiteral("uri")).toString());
    if (path.isEmpty())
      continue;
    list << Location{path, rangeFrom(o.value(link ? QStringLiteral("targetSelectionRange") : QStringLiteral("range")))};
  }
  return list;
}

QList<TextEdit> textEdits(const QJsonValue& result)
{
  QList<TextEdit> list;
  for (const QJsonValue& value : result.toArray()) {
    if (list.size() >= 100000)
      break;
    const QJsonObject o = value.toObject();
    list << TextEdit{rangeFrom(o.value(QStringLiteral("range"))), o.value(QStringLiteral("newText")).toString()};
  }
  return list;
}

QList<CodeAction> codeActions(const QJsonValue& result, const QString& uri)
{
  constexpr int kMaxActions = 50;
  QList<CodeAction> actions;
  for (const QJsonValue& value : result.toArray()) {
    if (actions.size() >= kMaxActions)
      break;
    const QJsonObject o = value.toObject();
    const QJsonObject edit = o.value(QStringLiteral("edit")).toObject();
    if (edit.isEmpty())
      continue;  // a bare command: nothing the editor can apply itself
    CodeAction action{o.value(QStringLiteral("title")).toString().left(200), {}};
    bool foreign = false;
    const QJsonObject changes = edit.value(QStringLiteral("changes")).toObject();
    for (auto it = changes.constBegin(); it != changes.constEnd(); ++it) {
      if (it.key() != uri)
        foreign = true;
      else
        action.edits += textEdits(it.value());
    }
    for (const QJsonValue& change : edit.value(QStringLiteral("documentChanges")).toArray()) {
      const QJsonObject c = change.toObject();
      if (c.value(QStringLiteral("textDocument")).toObject().value(QStringLiteral("uri")).toString() != uri)
        foreign = true;
      else
        action.edits += textEdits(c.value(QStringLiteral("edits")));
    }
    if (!foreign && !action.edits.isEmpty() && !action.title.isEmpty())
      actions << action;
  }
  return actions;
}

QJsonObject diagnosticJson(const Diagnostic& d)
{
  const auto position = [](const Position& p) {
    return QJsonObject{{QStringLiteral("line"), p.line}, {QStringLiteral("character"), p.character}};
  };
  QJsonObject o{{QStringLiteral("range"), QJsonObject{{QStringLiteral("start"), position(d.range.start)},
                                                       {QStringLiteral("end"), position(d.range.end)}}},
                {QStringLiteral("severity"), int(d.severity)},
                {QStringLiteral("message"), d.message}};
  if (!d.source.isEmpty())
    o.insert(QStringLiteral("source"), d.source);
  return o;
}

SignatureHelp signatureHelp(const QJsonValue& result)
{
  const QJsonObject o = result.toObject();
  const QJsonArray signatures = o.value(QStringLiteral("signatures")).toArray();
  if (signatures.isEmpty())
    return {};
  const int active = std::clamp(o.value(QStringLiteral("activeSignature")).toInt(), 0, int(signatures.size()) - 1);
  const QJsonObject signature = signatures.at(active).toObject();
  SignatureHelp help;
  help.label = signature.value(QStringLiteral("label")).toString().left(1000);
  const int parameter = signature.value(QStringLiteral("activeParameter")).toInt(o.value(QStringLiteral("activeParameter")).toInt(-1));
  const QJsonArray parameters = signature.value(QStringLiteral("parameters")).toArray();
  if (parameter < 0 || parameter >= parameters.size())
    return help;
  const QJsonValue label = parameters.at(parameter).toObject().value(QStringLiteral("label"));
  if (label.isArray()) {  // [start, end) in the signature's label
    const int start = label.toArray().at(0).toInt(-1);
    const int end = label.toArray().at(1).toInt(-1);
    if (start >= 0 && end >= start && end <= help.label.size()) {
      help.parameterStart = start;
      help.parameterLength = end - start;
    }
  } else if (const qsizetype at = help.label.indexOf(label.toString()); !label.toString().isEmpty() && at >= 0) {
    help.parameterStart = int(at);
    help.parameterLength = int(label.toString().size());
  }
  return help;
}

}  // namespace Kibitz::Debugger::LspMessages
