enum CyclePhase: String, CaseIterable {
    case menstrual
    case follicular
    case ovulation
    case luteal
}
