import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Role } from '@fx/contracts';

@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Null for someone granted admin by e-mail who has not signed in yet. */
  @Column({ name: 'firebase_uid', type: 'text', nullable: true })
  firebaseUid!: string | null;

  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  role!: Role;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'last_sign_in_at', type: 'timestamptz', nullable: true })
  lastSignInAt!: Date | null;

  @Column({ name: 'promoted_at', type: 'timestamptz', nullable: true })
  promotedAt!: Date | null;

  @Column({ name: 'promoted_by', type: 'text', nullable: true })
  promotedBy!: string | null;
}
