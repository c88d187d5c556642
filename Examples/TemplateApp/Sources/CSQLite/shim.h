// The system's SQLite (Apple's SDKs; Debian's libsqlite3-dev on Linux), for the development
// server's database. Only `DevServer` imports it; the iOS app never links it.
#include <sqlite3.h>
