// The C target needs a source file; the module is its module map.
