// The app entry point would live here.
