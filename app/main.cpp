#include "application/kibitz_application.h"

int main(int argc, char** argv)
{
  return Kibitz::App::runApplication(argc, argv);
}
