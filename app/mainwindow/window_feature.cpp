#include "mainwindow/window_feature.h"

#include "annotations/annotations_feature.h"
#include "arena/arena_feature.h"
#include "breakpoints/breakpoints_feature.h"
#include "compare/compare_feature.h"
#include "debug/bot_debugger_feature.h"
#include "editor/editor_feature.h"
#include "events/events_feature.h"
#include "help/help_feature.h"
#include "play/play_feature.h"
#include "profile/profile_feature.h"
#include "rerun/rerun_feature.h"
#include "sandbox/sandbox_feature.h"
#include "share/web_export_feature.h"
#include "share/animation_export_feature.h"
#include "share/watch_in_browser.h"

namespace Kibitz::App {

namespace {

template <class Feature>
WindowFeature* make()
{
  return new Feature;
}

QList<WindowFeatureFactory>& testFeatures()
{
  static QList<WindowFeatureFactory> factories;
  return factories;
}

}  // namespace

QList<WindowFeatureFactory> windowFeatureFactories()
{
  // The order of the menus' entries and of the docks in View.
  QList<WindowFeatureFactory> factories{
      &make<EditorFeature>,   &make<AnnotationsFeature>, &make<BreakpointsFeature>, &make<CompareFeature>,
      &make<RerunFeature>,    &make<BotDebuggerFeature>, &make<ProfileFeature>,     &make<EventsFeature>,      &make<ArenaFeature>,
      &make<SandboxFeature>, &make<WebExportFeature>,   &make<AnimationExportFeature>, &make<WatchInBrowserFeature>,
      &make<HelpFeature>,     &make<PlayFeature>,
  };
  factories << gameFeatureFactories() << testFeatures();
  return factories;
}

void registerWindowFeatureForTests(WindowFeatureFactory factory)
{
  testFeatures() << factory;
}

}  // namespace Kibitz::App
