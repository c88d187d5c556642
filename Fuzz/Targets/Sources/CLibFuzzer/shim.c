// SwiftPM needs one source file per C target; the header is all this target provides.
#include "CLibFuzzer.h"
