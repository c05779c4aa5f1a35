import TouchCore

// Placeholder entry point until the command-line front end lands (issue 4).
print("touchlab")
