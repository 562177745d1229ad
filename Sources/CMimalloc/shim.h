#ifndef LIFELINE_CMIMALLOC_SHIM_H
#define LIFELINE_CMIMALLOC_SHIM_H

#include <mimalloc.h>

#endif
