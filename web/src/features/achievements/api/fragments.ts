import { graphql } from '@/lib/gql';

export const UserAchievementFields = graphql(`
  fragment UserAchievementFields on UserAchievement {
    achievementId
    name
    description
    category
    progress
    target
    unlocked
    unlockedAt
    lastUpdated
    title
  }
`);

export const AchievementUnlockFields = graphql(`
  fragment AchievementUnlockFields on AchievementUnlock {
    achievementId
    name
    category
    title
    unlockedAt
    isRead
  }
`);
