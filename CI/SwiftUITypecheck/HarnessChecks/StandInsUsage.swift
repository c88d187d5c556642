// Uses each SwiftUI stand-in the reference app's screens need (lists, forms, controls, toolbars,
// presentations, tabs, animation, accessibility) once, the way app code calls it, so a stand-in
// that stopped accepting the app's call shapes fails this build rather than a feature's.
import Foundation
import SwiftUI
import UIKit

struct StandInItem: Identifiable, Hashable {
  let id: Int
  let name: String
}

enum StandInTab: Hashable {
  case items, settings
}

struct StandInsListUsage: View {
  let items: [StandInItem]
  @State private var query = ""
  @State private var pendingDeletion: StandInItem?
  @State private var isConfirmingDeletion = false
  @State private var isShowingError = false

  var body: some View {
    List {
      Section("Items") {
        ForEach(items) { item in
          Text(verbatim: item.name)
            .swipeActions(edge: .trailing, allowsFullSwipe: false) {
              Button("Delete", role: .destructive) { pendingDeletion = item }
            }
        }
      }
      Section {
        ForEach(0..<3) { index in Text(verbatim: String(index)) }
      } header: {
        Text("Header")
      }
    }
    .listStyle(.insetGrouped)
    // The action inherits the body's main actor, so it may touch view state without `await`.
    .refreshable {
      isShowingError = false
      await Task.yield()
    }
    .searchable(text: $query, prompt: String("Search"))
    .overlay(alignment: .center) {
      if items.isEmpty {
        ContentUnavailableView(String("No items"), systemImage: "tray", description: Text(verbatim: "Add one"))
      }
    }
    .confirmationDialog(
      String("Delete?"), isPresented: $isConfirmingDeletion, titleVisibility: .visible, presenting: pendingDeletion
    ) { item in
      Button(role: .destructive) {
        pendingDeletion = nil
      } label: {
        Label(item.name, systemImage: "trash")
      }
    }
    .alert(String("Failed"), isPresented: $isShowingError) {
      Button("OK", role: .cancel) {}
    } message: {
      Text(verbatim: "Try again")
    }
    .alert(String("Failed"), isPresented: $isShowingError, presenting: pendingDeletion) { _ in
      Button("OK") {}
    }
    .navigationTitle(String("Items"))
    .navigationBarTitleDisplayMode(.inline)
    .toolbar {
      ToolbarItem(placement: .topBarTrailing) {
        Button("Add") {}
      }
      ToolbarItemGroup(placement: .bottomBar) {
        Spacer()
        Text(verbatim: "3 items")
      }
    }
    .task { await Task.yield() }
    .task(id: query) { await Task.yield() }
    .onChange(of: query) { oldValue, newValue in _ = oldValue == newValue }
    .onChange(of: query, initial: true) { isShowingError = false }
  }
}

struct StandInsFormUsage: View {
  @State private var name = ""
  @State private var notes = ""
  @State private var email = ""
  @State private var password = ""
  @State private var notificationsOn = true
  @State private var theme = 0
  @State private var quantity = 1
  @State private var isSaving = false
  @State private var showsDetails = false

  var body: some View {
    Form {
      profileSection
      settingsSection
      ScrollView {
        VStack {
          ProgressView(value: 0.5)
          ProgressView(value: 3.0, total: 10.0)
          Divider()
          if showsDetails {
            Text(verbatim: "Details")
              .transition(.move(edge: .bottom).combined(with: .opacity))
          }
          Image(systemName: "star")
            .accessibilityLabel(Text(verbatim: "Favourite"))
            .accessibilityAddTraits(.isButton)
        }
        .animation(.easeInOut, value: showsDetails)
      }
    }
    .disabled(isSaving)
    .interactiveDismissDisabled(isSaving)
    .safeAreaInset(edge: .bottom, spacing: 8) {
      Button(String("Save")) {
        withAnimation(.default) { showsDetails.toggle() }
      }
    }
    .toolbar {
      ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
      ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
      ToolbarItem(placement: .primaryAction) {
        if isSaving { ProgressView() } else { Button("Save") {} }
      }
      ToolbarItem(placement: .topBarLeading) { EmptyView() }
    }
    .onAppear {}
    .onDisappear {}
  }

  private var profileSection: some View {
    Section(String("Profile")) {
      TextField(String("Name"), text: $name)
        .textInputAutocapitalization(.words)
        .autocorrectionDisabled()
        .submitLabel(.next)
        .onSubmit { isSaving = true }
      TextField(String("Bio"), text: $notes, axis: .vertical)
      TextField(String("Email"), text: $email)
        .keyboardType(.emailAddress)
      SecureField(String("Password"), text: $password)
      TextEditor(text: $notes)
        .accessibilityLabel(String("Notes"))
    }
  }

  private var settingsSection: some View {
    Section(String("Settings")) {
      Toggle(String("Notifications"), isOn: $notificationsOn)
      Picker(String("Theme"), selection: $theme) {
        Text(verbatim: "System").tag(0)
        Text(verbatim: "Dark").tag(1)
      }
      .pickerStyle(.menu)
      Picker(String("Layout"), selection: $theme) {
        Text(verbatim: "Inline").tag(0)
      }
      .pickerStyle(.inline)
      Picker(String("Mode"), selection: $theme) {
        Text(verbatim: "A").tag(0)
      }
      .pickerStyle(.segmented)
      Stepper(String("Quantity"), value: $quantity, in: 1...10)
      LabeledContent(String("Version"), value: String("1.0"))
      LabeledContent(String("Status")) {
        ProgressView()
      }
      Link(String("Privacy"), destination: URL(fileURLWithPath: "/privacy"))
      Menu(String("More")) {
        Button("Export") {}
      }
    }
  }
}

struct StandInsTabsUsage: View {
  @State private var selection = StandInTab.items
  let favourites: Int

  var body: some View {
    VStack {
      TabView(selection: $selection) {
        Tab(String("Items"), systemImage: "list.bullet", value: StandInTab.items) {
          Text(verbatim: "Items")
        }
        Tab(String("Settings"), systemImage: "gear", value: StandInTab.settings) {
          Text(verbatim: "Settings")
        }
      }
      TabView(selection: $selection) {
        Text(verbatim: "Favourites")
          .tabItem { Label(String("Favourites"), systemImage: "star") }
          .tag(StandInTab.items)
          .badge(favourites)
      }
    }
  }
}

// Calls Xcode accepts that the stand-ins once rejected, each checked against SwiftUICore's
// interface (see the stand-ins' comments): nonisolated code may compare texts, build an image from
// a bundle, read a rounded rectangle's corner, call its own shape's methods, drop a shadow in the
// default colour, and hold bindings and environment wrappers as Sendable values.
struct StandInWedge: Shape {
  let inset: CGFloat
  func path(in rect: CGRect) -> Path { Path() }
  func widened(by amount: CGFloat) -> StandInWedge { StandInWedge(inset: inset - amount) }
}

struct StandInsNonisolatedUsage {
  func textsMatch() -> Bool { Text(verbatim: "a") == Text(verbatim: "b") }
  func bundledImage() -> Image { Image("logo", bundle: Bundle.main) }
  func corner(of shape: RoundedRectangle) -> CGSize { shape.cornerSize }
  func wider(_ wedge: StandInWedge) -> StandInWedge { wedge.widened(by: 2) }
  func shadowed(_ view: Text) -> some View { view.shadow(radius: 4) }
  func sendable(_ binding: Binding<Int>) -> [any Sendable] {
    [binding, Environment(\.isEnabled), State(initialValue: 1)]
  }
}
