import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type { Role } from '@fx/contracts';
import { UserEntity } from './user.entity';

export interface SignInClaims {
  firebaseUid: string;
  email: string;
}

@Injectable()
export class UsersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  findByUid(
    firebaseUid: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<UserEntity | null> {
    return manager.findOne(UserEntity, { where: { firebaseUid } });
  }

  findById(
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<UserEntity | null> {
    return manager.findOne(UserEntity, { where: { id } });
  }

  /** Locks the record of an e-mail (any letter case) for the rest of the transaction. */
  async lockByEmail(email: string, manager: EntityManager): Promise<UserEntity | null> {
    return manager
      .createQueryBuilder(UserEntity, 'u')
      .setLock('pessimistic_write')
      .where('lower(u.email) = lower(:email)', { email })
      .getOne();
  }

  insert(claims: SignInClaims, role: Role, manager: EntityManager): Promise<UserEntity> {
    const now = new Date();
    return manager.save(
      manager.create(UserEntity, {
        firebaseUid: claims.firebaseUid,
        email: claims.email,
        role,
        createdAt: now,
        lastSignInAt: now,
        promotedAt: role === 'admin' ? now : null,
        promotedBy: role === 'admin' ? 'bootstrap' : null,
      }),
    );
  }

  save(user: UserEntity, manager: EntityManager): Promise<UserEntity> {
    return manager.save(user);
  }

  async page(page: number, pageSize: number): Promise<{ users: UserEntity[]; total: number }> {
    const [users, total] = await this.dataSource.manager.findAndCount(UserEntity, {
      order: { createdAt: 'ASC', id: 'ASC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    return { users, total };
  }

  /** Makes someone admin by e-mail, creating a record that waits for their first sign-in. */
  async grantAdminByEmail(
    email: string,
    grantedBy: string,
    manager: EntityManager,
  ): Promise<UserEntity> {
    const existing = await this.lockByEmail(email, manager);
    const now = new Date();
    if (existing) {
      if (existing.role !== 'admin')
        Object.assign(existing, { role: 'admin', promotedAt: now, promotedBy: grantedBy });
      return manager.save(existing);
    }
    return manager.save(
      manager.create(UserEntity, {
        firebaseUid: null,
        email,
        role: 'admin',
        createdAt: now,
        lastSignInAt: null,
        promotedAt: now,
        promotedBy: grantedBy,
      }),
    );
  }
}
