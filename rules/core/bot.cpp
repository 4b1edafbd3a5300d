#include "core/bot.h"
