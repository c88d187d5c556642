public enum CoreModule {}
