// Nothing: see module.modulemap.
