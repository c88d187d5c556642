// fixture-path: Examples/TemplateApp/Sources/AppData/SettingsRepository.swift
import KeelStorage

// UserDefaults.standard is only reached through KeelStorage.
func save(_ value: Bool, store: KeyValueStore, settings: Settings) {
  let text = "UserDefaults.standard"
  let backend = UserDefaultsKeyValueBackend(suiteName: "group.app")
  let standard = settings.standard
  let mine = MyUserDefaults()
  _ = (text, backend, standard, mine, store)
}
