public enum FeatureModule {}
