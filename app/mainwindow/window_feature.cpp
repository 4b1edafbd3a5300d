#include "mainwindow/window_feature.h"

#include "annotations/install_annotations.h"
#include "arena/install_arena.h"
#include "breakpoints/install_debug_tools.h"
#include "compare/install_compare.h"
#include "debug/install_bot_debugger.h"
#include "editor/editor_feature.h"
#include "events/install_events.h"
#include "help/install_help.h"
#include "play/install_play.h"
#include "profile/install_profile.h"
#include "rerun/install_rerun.h"
#include "sandbox/install_sandbox.h"
#include "share/install_web_export.h"
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
