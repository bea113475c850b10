// Imported first by tests that run lib code reading the app's stored files in the test process
// (storage under DATA_DIR): the app's data directory, before anything reads the settings.
if (process.env.TEST_DATA_DIR) process.env.DATA_DIR = process.env.TEST_DATA_DIR;
