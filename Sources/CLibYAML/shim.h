// libyaml 0.2 (Debian: libyaml-dev; pkg-config: yaml-0.1), the YAML 1.1 parser
// the scene loader reads its events from.
#include <yaml.h>
