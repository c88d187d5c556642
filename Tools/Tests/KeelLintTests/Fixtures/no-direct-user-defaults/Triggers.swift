// fixture-path: Examples/TemplateApp/Sources/AppData/SettingsRepository.swift
import Foundation

func save(_ value: Bool) {
  UserDefaults.standard.set(value, forKey: "flag")  // expect: error no-direct-user-defaults
  let suite = UserDefaults(suiteName: "group.app")  // expect: error no-direct-user-defaults
  let other = Foundation.UserDefaults.standard  // expect: error no-direct-user-defaults
  let made = UserDefaults.init(suiteName: "other")  // expect: error no-direct-user-defaults
  _ = (suite, other, made)
}
